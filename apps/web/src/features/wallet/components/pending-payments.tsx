// Payments started and not yet settled: each shown as 'pending' with its amount and age, verifiable again
// until it expires a day after it was started.
import { formatNaira } from '@waka/shared';
import { Button } from '../../../components/ui/button';
import { relativeTime } from '../../../lib/relative-time';
import { usePendingPayments } from '../api/get-pending-payments';

export function PendingPayments(props: { onVerify(reference: string): void; isVerifying: boolean }) {
  const pending = usePendingPayments();
  if (!pending.data?.length) return null;
  return (
    <section className="pending-payments card" aria-labelledby="pending-payments-title">
      <h2 id="pending-payments-title" className="pending-payments__title">
        Pending payments
      </h2>
      <ul className="pending-payments__list">
        {pending.data.map((payment) => (
          <li key={payment.reference} className="pending-payments__item">
            <div>
              <strong>{formatNaira(payment.amount)}</strong>{' '}
              <span className="pending-payments__status">pending</span>
              <p className="hint">
                Started {relativeTime(payment.createdAt)} · can be verified until{' '}
                {new Date(payment.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}{' '}
                tomorrow
              </p>
            </div>
            <Button
              variant="secondary"
              className="pending-payments__verify"
              disabled={props.isVerifying}
              aria-label={`Verify the ${formatNaira(payment.amount)} payment`}
              onClick={() => props.onVerify(payment.reference)}
            >
              Verify
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
