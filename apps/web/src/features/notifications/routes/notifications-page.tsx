// /notifications: spinner, then messages with relative times; empty 'No notifications yet.'
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { useNotifications } from '../api/get-notifications';
import '../../history/history.css';

export default function NotificationsPage() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const notifications = useNotifications();
  return (
    <main className="page">
      <PageHeader title={t('notifications')} />
      {notifications.isPending && (
        <div className="list-loading">
          <Spinner light={false} label={t('loadingNotifications')} />
        </div>
      )}
      {notifications.isError && (
        <LoadError
          error={notifications.error}
          fallback={t('notificationsFailed')}
          onRetry={() => void notifications.refetch()}
        />
      )}
      {notifications.isSuccess && notifications.data.length === 0 && (
        <EmptyState message={t('noNotifications')} />
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
                  title={format.dateTime(item.createdAt)}
                >
                  {format.relativeTime(item.createdAt)}
                </time>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
