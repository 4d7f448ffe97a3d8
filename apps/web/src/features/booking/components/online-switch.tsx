// The driver's online switch (offline: no requests are shown or sent; going offline declines the waiting
// ones) and the opt-in for background notifications.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import '../booking.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { incomingRidesQueryKey } from '../../driver/api/get-incoming-rides';
import { getOnline, type OnlineState } from '../api/get-online';
import { setOnline } from '../api/set-online';
import { enablePush, isPushEnabled, isPushSupported } from '../lib/web-push';

export const onlineQueryKey = ['driver', 'online'] as const;

export function useOnlineState() {
  return useQuery({ queryKey: onlineQueryKey, queryFn: getOnline, staleTime: 30_000 });
}

export function OnlineSwitch() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('booking');
  const query = useOnlineState();
  const mutation = useMutation({
    mutationFn: setOnline,
    onSuccess: (state: OnlineState) => {
      queryClient.setQueryData(onlineQueryKey, state);
      void queryClient.invalidateQueries({ queryKey: incomingRidesQueryKey });
      if (!state.online)
        toast(state.declined > 0 ? t('offlineDeclined', { count: state.declined }) : t('offline'));
      else toast.success(t('online'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const isOnline = query.data?.online ?? false;
  return (
    <section className="card online-switch" aria-label={t('availability')}>
      <label className="online-switch__row">
        <input
          type="checkbox"
          role="switch"
          aria-checked={isOnline}
          checked={isOnline}
          disabled={query.isPending || mutation.isPending}
          onChange={(event) => mutation.mutate(event.target.checked)}
        />
        <span className={isOnline ? 'online-switch__state online-switch__state--on' : 'online-switch__state'}>
          {query.isPending ? t('checking') : isOnline ? t('onlineState') : t('offlineState')}
        </span>
      </label>
      <BackgroundAlerts />
    </section>
  );
}

function BackgroundAlerts() {
  const { t } = useTranslation('booking');
  const [isEnabled, setEnabled] = useState<boolean | null>(null);
  const [isBusy, setBusy] = useState(false);
  useEffect(() => {
    void isPushEnabled().then(setEnabled, () => setEnabled(false));
  }, []);
  if (!isPushSupported() || isEnabled === null) return null;
  if (isEnabled) return <p className="online-switch__hint">{t('backgroundOn')}</p>;
  return (
    <button
      type="button"
      className="online-switch__push"
      disabled={isBusy}
      onClick={() => {
        setBusy(true);
        enablePush()
          .then(() => {
            setEnabled(true);
            toast.success(t('backgroundEnabled'));
          })
          .catch((error: unknown) =>
            toast.error(error instanceof ApiError ? errorMessage(error) : (error as Error).message),
          )
          .finally(() => setBusy(false));
      }}
    >
      {t('alertInBackground')}
    </button>
  );
}
