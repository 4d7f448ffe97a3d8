// A plain explanation when a request ends without a ride (expired and cancelled requests are shown
// plainly), with what the rider can do next.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const OUTCOMES: Record<string, (t: TFunction<'rider'>, who: string) => string> = {
  rejected: (t, who) => t('outcomeRejected', { who }),
  expired: (t, who) => t('outcomeExpired', { who }),
  cancelled: (t) => t('outcomeCancelled'),
  no_show: (t, who) => t('outcomeNoShow', { who }),
};

export function RideOutcomeNote({ status, preferredType }: { status: string; preferredType?: string }) {
  const { t } = useTranslation('rider');
  const describe = OUTCOMES[status];
  if (!describe) return null;
  return (
    <p className="driver-details__outcome" role="status">
      {describe(t, preferredType === 'biker' ? t('who.biker') : t('who.driver'))}
    </p>
  );
}
