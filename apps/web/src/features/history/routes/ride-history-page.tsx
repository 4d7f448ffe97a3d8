// /ride-history: needs the stored role; commission for non-riders only;
// riders see the driver's name, drivers and bikers the rider's.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { useRideWords } from '../../../i18n/ride-words';
import { useSession } from '../../../lib/role';
import { useRideHistory } from '../api/get-ride-history';
import { StatusBadge } from '../components/status-badge';
import '../history.css';

export default function RideHistoryPage() {
  const { t } = useTranslation(['account', 'translation', 'ride']);
  const words = useRideWords();
  const format = useFormat();
  const none = t('translation:common.none');
  const { role } = useSession();
  const rides = useRideHistory(role);
  const isRider = role === 'rider';

  return (
    <main className="page">
      <PageHeader title={t('rideHistory')} />
      {!role && <EmptyState tone="error" message={t('translation:messages.userRoleNotFound')} />}
      {role && rides.isPending && (
        <div className="list-loading">
          <Spinner light={false} label={t('loadingRides')} />
        </div>
      )}
      {rides.isError && (
        <LoadError error={rides.error} fallback={t('ridesFailed')} onRetry={() => void rides.refetch()} />
      )}
      {rides.isSuccess && rides.data.length === 0 && <EmptyState message={t('noRides')} />}
      {rides.isSuccess && rides.data.length > 0 && (
        <ul className="history-list">
          {rides.data.map((ride) => (
            <li key={ride._id}>
              <Card>
                <dl className="history-fields">
                  <dt>{t('from')}</dt>
                  <dd>{ride.pickupLocationName || none}</dd>
                  <dt>{t('to')}</dt>
                  <dd>{ride.destinationLocationName || none}</dd>
                  <dt>{isRider ? words.personTitle(ride.vehicleType) : t('rider')}</dt>
                  <dd>{(isRider ? ride.driver?.name : ride.rider?.name) || none}</dd>
                  <dt>{t('fare')}</dt>
                  <dd>{ride.fare == null ? none : format.naira(ride.fare)}</dd>
                  <dt>{t('status')}</dt>
                  <dd>
                    <StatusBadge status={ride.status} word={words.statusWord(ride.status)} />
                  </dd>
                  <dt>{t('note')}</dt>
                  <dd>{ride.notes || none}</dd>
                  {!isRider && (
                    <>
                      <dt>{t('commission')}</dt>
                      <dd>{format.naira(ride.commission ?? 0)}</dd>
                    </>
                  )}
                </dl>
                <time className="history-meta" dateTime={ride.createdAt}>
                  {format.dateTime(ride.createdAt)}
                </time>
                {ride.status === 'completed' && (
                  <Link className="history-receipt" to={`/receipt/${ride._id}`}>
                    {t('viewReceipt')}
                  </Link>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
