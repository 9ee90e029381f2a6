import { ActivityLogPage } from '../features/activity-log/components/activity-log-page';

/** /activity-log: the user's log of changes (filters and page in the URL). */
export function ActivityLogRoute() {
  return <ActivityLogPage />;
}
