// /transaction-history: type, amount in naira with 2 decimals, status, description, date.
import { formatNaira } from '@waka/shared';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/relative-time';
import { useTransactions } from '../api/get-transactions';
import { StatusBadge } from '../components/status-badge';
import '../history.css';

export default function TransactionHistoryPage() {
  const transactions = useTransactions();
  return (
    <main className="page">
      <PageHeader title="Transaction History" />
      {transactions.isPending && (
        <div className="list-loading">
          <Spinner light={false} label="Loading transactions" />
        </div>
      )}
      {transactions.isError && (
        <LoadError
          error={transactions.error}
          fallback={'Failed to fetch transactions'}
          onRetry={() => void transactions.refetch()}
        />
      )}
      {transactions.isSuccess && transactions.data.length === 0 && (
        <EmptyState message="No transactions found." />
      )}
      {transactions.isSuccess && transactions.data.length > 0 && (
        <ul className="history-list">
          {transactions.data.map((item) => (
            <li key={item._id}>
              <Card>
                <dl className="history-fields">
                  <dt>Type</dt>
                  <dd className="is-capitalized">{item.type}</dd>
                  <dt>Amount</dt>
                  <dd>{formatNaira(item.amount)}</dd>
                  <dt>Status</dt>
                  <dd>
                    <StatusBadge status={item.status} />
                  </dd>
                  <dt>Description</dt>
                  <dd>{item.description || '—'}</dd>
                </dl>
                <time className="history-meta" dateTime={item.date}>
                  {formatDateTime(item.date)}
                </time>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
