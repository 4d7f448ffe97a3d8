// A plain explanation when a request ends without a ride (expired and cancelled requests are shown
// plainly), with what the rider can do next.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const OUTCOMES: Record<string, (t: TFunction, who: string) => string> = {
  rejected: (t, who) => t('rider.outcomeRejected', { who }),
  expired: (t, who) => t('rider.outcomeExpired', { who }),
  cancelled: (t) => t('rider.outcomeCancelled'),
  no_show: (t, who) => t('rider.outcomeNoShow', { who }),
};

export function RideOutcomeNote({ status, preferredType }: { status: string; preferredType?: string }) {
  const { t } = useTranslation();
  const describe = OUTCOMES[status];
  if (!describe) return null;
  return (
    <p className="driver-details__outcome" role="status">
      {describe(t, preferredType === 'biker' ? t('rider.who.biker') : t('rider.who.driver'))}
    </p>
  );
}
