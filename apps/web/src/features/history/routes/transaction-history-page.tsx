// /transaction-history: type, amount in naira with 2 decimals, status, description, date; the type and the
// status in the language on screen.
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { usePaymentWords } from '../../../i18n/payment-words';
import { useTransactions } from '../api/get-transactions';
import { StatusBadge } from '../components/status-badge';
import '../history.css';

export default function TransactionHistoryPage() {
  const { t } = useTranslation(['account', 'translation']);
  const format = useFormat();
  const transactions = useTransactions();
  const words = usePaymentWords();
  return (
    <main className="page">
      <PageHeader title={t('transactionHistory')} />
      {transactions.isPending && (
        <div className="list-loading">
          <Spinner light={false} label={t('loadingTransactions')} />
        </div>
      )}
      {transactions.isError && (
        <LoadError
          error={transactions.error}
          fallback={t('transactionsFailed')}
          onRetry={() => void transactions.refetch()}
        />
      )}
      {transactions.isSuccess && transactions.data.length === 0 && (
        <EmptyState message={t('noTransactions')} />
      )}
      {transactions.isSuccess && transactions.data.length > 0 && (
        <ul className="history-list">
          {transactions.data.map((item) => (
            <li key={item._id}>
              <Card>
                <dl className="history-fields">
                  <dt>{t('type')}</dt>
                  <dd>{words.type(item.type)}</dd>
                  <dt>{t('amount')}</dt>
                  <dd>{format.naira(item.amount)}</dd>
                  <dt>{t('status')}</dt>
                  <dd>
                    <StatusBadge status={item.status} word={words.status(item.status)} />
                  </dd>
                  <dt>{t('description')}</dt>
                  <dd>{item.description || t('translation:common.none')}</dd>
                </dl>
                <time className="history-meta" dateTime={item.date}>
                  {format.dateTime(item.date)}
                </time>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
