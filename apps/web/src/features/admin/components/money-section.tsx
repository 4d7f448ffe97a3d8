// Money: the ledger check, commission per day, payments by status, and any wallet's ledger.
import { useState } from 'react';
import { CommissionChart } from './commission-chart';
import { LedgerCheckBanner } from './ledger-check-banner';
import { PaymentsTable } from './payments-table';
import { WalletLedgerPanel } from './wallet-ledger-panel';

export function MoneySection() {
  const [walletUserId, setWalletUserId] = useState<string | null>(null);
  return (
    <section aria-labelledby="money-title">
      <div className="admin-section-head">
        <h1 id="money-title">Money</h1>
      </div>
      <LedgerCheckBanner />
      <div className="admin-grid-2">
        <CommissionChart />
        <WalletLedgerPanel userId={walletUserId} onPick={setWalletUserId} />
      </div>
      <PaymentsTable onOpenWallet={setWalletUserId} />
    </section>
  );
}
