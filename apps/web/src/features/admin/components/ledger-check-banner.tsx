// The ledger's balance check, said plainly: double entry means all entries sum to ₦0.00.
import { useLedgerCheck } from '../api/check-ledger';
import { errorText } from '../lib/admin-fetch';
import { formatDateTime, formatNaira } from '../lib/format';

export function LedgerCheckBanner() {
  const check = useLedgerCheck();
  if (check.isLoading) return <div className="admin-banner">Checking the ledger…</div>;
  if (check.error) return <div className="admin-banner admin-banner--bad">{errorText(check.error)}</div>;
  const data = check.data!;
  const sum = formatNaira(data.total);
  return (
    <div className={`admin-banner ${data.balanced ? 'admin-banner--ok' : 'admin-banner--bad'}`} role="status">
      <strong>
        {data.balanced
          ? `Ledger balanced: entries sum to ${sum}`
          : `Ledger NOT balanced: entries sum to ${sum}`}
      </strong>
      <span className="admin-muted">
        {' '}
        · {data.entryCount} entries
        {data.unbalancedPostings > 0 && ` · ${data.unbalancedPostings} unbalanced postings`}
        {data.walletMismatchCount > 0 &&
          ` · ${data.walletMismatchCount} wallets differ from their payments and rides`}{' '}
        · checked {formatDateTime(data.checkedAt)}
      </span>
      <button type="button" className="admin-btn" onClick={() => check.refetch()} disabled={check.isFetching}>
        Check again
      </button>
    </div>
  );
}
