import { Group, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useReviewQueue } from '../api/get-review-queue';
import { ListingReviewCard } from './listing-review-card';
import { QueueState } from './queue-state';
import { Pager } from '../../../ui/pager';

/** Listings waiting for review, oldest submission first; `?page=` in the URL. */
export function ReviewQueue() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useReviewQueue(page);
  return (
    <QueueState
      query={queue}
      isEmpty={(data) => data.data.length === 0}
      empty={t('admin.listings.empty')}
    >
      {(data) => (
        <Stack gap="sm">
          {data.data.map((listing) => (
            <ListingReviewCard key={listing.id} listing={listing} />
          ))}
          {data.meta.total > data.meta.per_page ? (
            <Group justify="center">
              <Pager
                value={page}
                total={Math.ceil(data.meta.total / data.meta.per_page)}
                onChange={(next) => setParams({ page: String(next) })}
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </QueueState>
  );
}
