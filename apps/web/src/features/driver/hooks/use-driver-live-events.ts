// Live updates of the driver dashboard through GET /api/events (team contract): new requests appear at once,
// requests that the rider cancelled (or that expired) disappear, the balance follows the wallet. The polling of
// keeps running underneath as the fallback.
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { useLiveEvents } from '../../live-events';
import { walletBalanceQueryKey } from '../../wallet/api/get-wallet-balance';
import type { IncomingRideRequest } from '../api/get-incoming-rides';
import type { AcceptedRideState } from './use-accepted-ride';
import type { IncomingRequests } from './use-incoming-requests';

function isIncomingRequest(value: unknown): value is IncomingRideRequest {
  const item = value as Partial<IncomingRideRequest> | null;
  return !!item && typeof item.rideRequestId === 'string' && typeof item.fare === 'number';
}

export function useDriverLiveEvents(options: {
  isApproved: boolean;
  incoming: IncomingRequests;
  acceptedRide: AcceptedRideState;
}) {
  const { isApproved, incoming, acceptedRide } = options;
  const queryClient = useQueryClient();

  return useLiveEvents({
    'ride.incoming': (event) => {
      if (!isApproved || !isIncomingRequest(event)) return;
      incoming.add(event);
    },
    'ride.status': ({ rideId, status }) => {
      if (status !== 'requested' && incoming.has(rideId)) {
        incoming.remove(rideId);
        if (status === 'cancelled')
          toast(i18n.t('riderCancelledRequest', { ns: 'driver' }), { id: `cancelled-${rideId}` });
      }
      acceptedRide.applyServerStatus(rideId, status);
    },
    'offer.closed': ({ rideId, reason }) => {
      if (!incoming.has(rideId)) return;
      incoming.remove(rideId);
      if (reason === 'taken') toast(i18n.t('takenByAnother', { ns: 'driver' }), { id: `taken-${rideId}` });
      if (reason === 'cancelled')
        toast(i18n.t('riderCancelledRequest', { ns: 'driver' }), { id: `cancelled-${rideId}` });
    },
    'wallet.balance': ({ walletBalance }) => {
      if (typeof walletBalance === 'number')
        queryClient.setQueryData(walletBalanceQueryKey, { walletBalance });
    },
  });
}
