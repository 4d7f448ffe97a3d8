// The wallet balance in naira; tapping it opens Fund Wallet.
import { formatNaira } from '@waka/shared';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';

export function WalletBalanceCard({
  balance,
  isLoading,
}: {
  balance: number | undefined;
  isLoading: boolean;
}) {
  return (
    <Link
      to="/InitializePayment"
      className="card summary-card summary-card--wallet"
      aria-label={`Wallet balance ${balance === undefined ? 'loading' : formatNaira(balance)}. Add funds`}
    >
      <span className="summary-card__label">Wallet balance</span>
      {isLoading ? (
        <Skeleton width="7rem" height="1.6rem" />
      ) : (
        <strong className="summary-card__value">{balance === undefined ? '—' : formatNaira(balance)}</strong>
      )}
      <span className="summary-card__action">Add funds ›</span>
    </Link>
  );
}
