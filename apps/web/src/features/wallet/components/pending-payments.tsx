// Payments started and not yet settled: each shown as 'pending' with its amount and age, verifiable again
// until it expires a day after it was started.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../i18n/format';
import { usePendingPayments } from '../api/get-pending-payments';

export function PendingPayments(props: { onVerify(reference: string): void; isVerifying: boolean }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const pending = usePendingPayments();
  if (!pending.data?.length) return null;
  return (
    <section className="pending-payments card" aria-labelledby="pending-payments-title">
      <h2 id="pending-payments-title" className="pending-payments__title">
        {t('pendingPayments')}
      </h2>
      <ul className="pending-payments__list">
        {pending.data.map((payment) => (
          <li key={payment.reference} className="pending-payments__item">
            <div>
              <strong>{format.naira(payment.amount)}</strong>{' '}
              <span className="pending-payments__status">{t('pending')}</span>
              <p className="hint">
                {t('pendingSince', {
                  age: format.relativeTime(payment.createdAt),
                  time: format.time(payment.expiresAt),
                })}
              </p>
            </div>
            <Button
              variant="secondary"
              className="pending-payments__verify"
              disabled={props.isVerifying}
              aria-label={t('verifyAmount', { amount: format.naira(payment.amount) })}
              onClick={() => props.onVerify(payment.reference)}
            >
              {t('verify')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
