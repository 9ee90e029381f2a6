import { useParams } from 'react-router';
import { InboxPage } from '../features/messages/components/inbox-page';

/** /inbox and /inbox/{id}: messages between host and guest (issue #28). */
export function InboxRoute() {
  const { id } = useParams();
  const activeId = id && /^\d+$/.test(id) ? Number(id) : null;
  return <InboxPage activeId={activeId} />;
}
