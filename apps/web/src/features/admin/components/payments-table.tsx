// Wallet payments by status (pending, successful, failed), newest first.
import { usePayments } from '../api/list-payments';
import { formatDateTime, formatNaira } from '../lib/format';
import { useFilteredPages } from '../lib/use-filtered-pages';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { SegmentedFilter } from './segmented-filter';

const PAGE = 20;
const STATUSES = [
  ['', 'All'],
  ['pending', 'Pending'],
  ['success', 'Successful'],
  ['failed', 'Failed'],
] as const;

export function PaymentsTable({ onOpenWallet }: { onOpenWallet: (userId: string) => void }) {
  const { filter: status, offset, setOffset, choose } = useFilteredPages<string>('');
  const payments = usePayments({ status: status || undefined, limit: PAGE, offset });
  return (
    <div className="admin-card">
      <div className="admin-section-head">
        <h2>Payments</h2>
        <SegmentedFilter legend="Payment status" options={STATUSES} value={status} onChange={choose} />
      </div>
      <QueryState
        isLoading={payments.isLoading}
        error={payments.error}
        isEmpty={payments.data?.payments.length === 0}
        emptyText="No payments."
      >
        <table className="admin-table">
          <thead>
            <tr>
              <th>Date</th>
              <th>User</th>
              <th>Reference</th>
              <th>Provider</th>
              <th>Status</th>
              <th className="num">Amount</th>
            </tr>
          </thead>
          <tbody>
            {payments.data?.payments.map((payment) => (
              <tr key={payment._id}>
                <td>{formatDateTime(payment.createdAt)}</td>
                <td>
                  <button type="button" className="admin-link" onClick={() => onOpenWallet(payment.user._id)}>
                    {payment.user.name}
                  </button>
                </td>
                <td className="admin-mono">{payment.reference}</td>
                <td>{payment.provider}</td>
                <td>
                  <span className={`admin-status admin-status--${payment.status}`}>{payment.status}</span>
                  {payment.failureReason && <span className="admin-muted"> {payment.failureReason}</span>}
                </td>
                <td className="num">{formatNaira(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager offset={offset} limit={PAGE} total={payments.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </div>
  );
}
