// /notifications: spinner, then messages with relative times; empty 'No notifications yet.'
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, relativeTime } from '../../../lib/relative-time';
import { useNotifications } from '../api/get-notifications';
import '../../history/history.css';

export default function NotificationsPage() {
  const notifications = useNotifications();
  return (
    <main className="page">
      <PageHeader title="Notifications" />
      {notifications.isPending && (
        <div className="list-loading">
          <Spinner light={false} label="Loading notifications" />
        </div>
      )}
      {notifications.isError && (
        <LoadError
          error={notifications.error}
          fallback={'Failed to load notifications'}
          onRetry={() => void notifications.refetch()}
        />
      )}
      {notifications.isSuccess && notifications.data.length === 0 && (
        <EmptyState message="No notifications yet." />
      )}
      {notifications.isSuccess && notifications.data.length > 0 && (
        <ul className="history-list">
          {notifications.data.map((item) => (
            <li key={item._id}>
              <Card className="notification">
                <p className="notification__message">{item.message}</p>
                <time
                  className="history-meta"
                  dateTime={item.createdAt}
                  title={formatDateTime(item.createdAt)}
                >
                  {relativeTime(item.createdAt)}
                </time>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
