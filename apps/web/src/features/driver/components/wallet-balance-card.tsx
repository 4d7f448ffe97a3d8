// The wallet balance in naira; tapping it opens Fund Wallet.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';

export function WalletBalanceCard({
  balance,
  isLoading,
}: {
  balance: number | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation(['driver', 'translation']);
  const format = useFormat();
  return (
    <Link
      to="/InitializePayment"
      className="card summary-card summary-card--wallet"
      aria-label={t('walletBalanceLabel', {
        balance: balance === undefined ? t('balanceLoading') : format.naira(balance),
      })}
    >
      <span className="summary-card__label">{t('walletBalance')}</span>
      {isLoading ? (
        <Skeleton width="7rem" height="1.6rem" />
      ) : (
        <strong className="summary-card__value">
          {balance === undefined ? t('translation:common.none') : format.naira(balance)}
        </strong>
      )}
      <span className="summary-card__action">{t('addFundsLink')}</span>
    </Link>
  );
}
