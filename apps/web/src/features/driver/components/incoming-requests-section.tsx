// The list of incoming ride requests, with explicit loading, empty and error states.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { IncomingRideRequest } from '../api/get-incoming-rides';
import type { IncomingRequests } from '../hooks/use-incoming-requests';
import { IncomingRequestCard } from './incoming-request-card';

export interface IncomingRequestsSectionProps {
  incoming: IncomingRequests;
  isLive: boolean;
  pendingId: string | null;
  onAccept(request: IncomingRideRequest): void;
  onDecline(request: IncomingRideRequest): void;
}

export function IncomingRequestsSection({
  incoming,
  isLive,
  pendingId,
  onAccept,
  onDecline,
}: IncomingRequestsSectionProps) {
  const { t } = useTranslation('driver');
  const { requests, now, isLoading, isError } = incoming;
  return (
    <section className="driver-section" aria-labelledby="incoming-title">
      <div className="driver-section__heading">
        <h2 id="incoming-title">{t('incomingTitle')}</h2>
        <span className={isLive ? 'live-dot live-dot--on' : 'live-dot'}>
          {isLive ? t('live') : t('autoRefresh')}
        </span>
      </div>
      {/* Announces new requests to screen readers; the cards themselves are not re-read on each update. */}
      <p className="visually-hidden" aria-live="polite">
        {t('requestCount', { count: requests.length })}
      </p>
      {isLoading ? (
        <Skeleton height="9rem" count={2} />
      ) : requests.length === 0 ? (
        <EmptyState
          message={isError ? t('requestsFailed') : t('noRequests')}
          tone={isError ? 'error' : 'neutral'}
        />
      ) : (
        <ul className="request-list">
          {requests.map((request) => (
            <li key={request.rideRequestId}>
              <IncomingRequestCard
                request={request}
                now={now}
                isBusy={pendingId === request.rideRequestId}
                isDisabled={pendingId !== null && pendingId !== request.rideRequestId}
                onAccept={onAccept}
                onDecline={onDecline}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
