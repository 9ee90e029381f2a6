import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useReviewQueue } from '../api/get-review-queue';
import { ListingReviewCard } from './listing-review-card';
import { PagedQueue } from './queue-state';

/** Listings waiting for review, oldest submission first; `?page=` in the URL. */
export function ReviewQueue() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useReviewQueue(page);
  return (
    <PagedQueue
      query={queue}
      empty={t('admin.listings.empty')}
      page={page}
      onPage={(next) => setParams({ page: String(next) })}
    >
      {(listing) => <ListingReviewCard key={listing.id} listing={listing} />}
    </PagedQueue>
  );
}
