import { isCategoryConst } from '@gazda/contracts/categories';
import { useParams } from 'react-router';
import { MessageTemplatesPage } from '../features/messages/components/message-templates-page';
import { NotFoundRoute } from './not-found';

/** /listing/{categoryConst}/{id}/messages: the listing's scheduled messages. */
export function ListingMessagesRoute() {
  const { categoryConst, id } = useParams();
  const listingId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  if (!isCategoryConst(categoryConst) || listingId === null) return <NotFoundRoute />;
  return (
    <MessageTemplatesPage key={listingId} listingId={listingId} notFound={<NotFoundRoute />} />
  );
}
