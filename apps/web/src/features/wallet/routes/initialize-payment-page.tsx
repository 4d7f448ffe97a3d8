// /InitializePayment — Fund Wallet. Returning from the
// provider's page with ?reference= verifies that payment at once. Riders have no wallet (the server refuses
// both its calls): a rider who opens the address is told so, instead of a form that can only fail.

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { SupportContact } from '../../../components/ui/support-contact';
import { useFormat } from '../../../i18n/format';
import { useSession } from '../../../lib/role';
import { pendingPaymentsQueryKey } from '../api/get-pending-payments';
import { useWalletBalance } from '../api/get-wallet-balance';
import { type AmountChoice, AmountPicker, chosenAmount } from '../components/amount-picker';
import { PendingPayments } from '../components/pending-payments';
import { useFundWallet } from '../components/use-fund-wallet';
import { useRefetchWhenVisible } from '../components/use-refetch-when-visible';
import '../wallet.css';

export default function InitializePaymentPage() {
  return useSession().role === 'rider' ? <NoWalletForRiders /> : <FundWallet />;
}

function NoWalletForRiders() {
  const { t } = useTranslation(['account', 'booking']);
  return (
    <main className="page fund-wallet">
      <PageHeader title={t('fundWallet')} backTo="/Dashboard" />
      <Card>{t('walletOnlyForVehicles')}</Card>
      <Link className="button button--primary" to="/Dashboard">
        {t('booking:backToDashboard')}
      </Link>
    </main>
  );
}

function FundWallet() {
  const { t } = useTranslation(['account', 'translation']);
  const format = useFormat();
  const [choice, setChoice] = useState<AmountChoice>({ preset: null, custom: '' });
  const balance = useWalletBalance();
  const { proceedToPay, verifyPayment, isInitializing, isVerifying } = useFundWallet();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedReference = searchParams.get('reference') ?? searchParams.get('trxref');
  const verifiedReference = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const { refetch: refetchBalance } = balance;
  // A payment verified in another tab changes both the balance and the pending list.
  const refetchWallet = useCallback(() => {
    void refetchBalance();
    void queryClient.invalidateQueries({ queryKey: pendingPaymentsQueryKey });
  }, [refetchBalance, queryClient]);
  useRefetchWhenVisible(refetchWallet);

  useEffect(() => {
    // Once per reference, also under StrictMode's double effects; the parameter is then dropped from the URL
    // so a reload does not verify again.
    if (!returnedReference || verifiedReference.current === returnedReference) return;
    verifiedReference.current = returnedReference;
    setSearchParams({}, { replace: true });
    void verifyPayment(returnedReference);
  }, [returnedReference, setSearchParams, verifyPayment]);

  return (
    <main className="page fund-wallet">
      <PageHeader title={t('fundWallet')} backTo="/dashboardtoweb" />
      <Card className="fund-wallet__balance" aria-live="polite">
        <span className="fund-wallet__balance-label">{t('walletBalance')}</span>
        {balance.isPending ? (
          <Skeleton width="8rem" height="1.75rem" />
        ) : (
          <strong className="fund-wallet__balance-amount">
            {balance.data === undefined ? t('translation:common.none') : format.naira(balance.data)}
          </strong>
        )}
      </Card>

      <AmountPicker value={choice} onChange={setChoice} disabled={isInitializing} />

      <div className="fund-wallet__actions">
        <Button isLoading={isInitializing} onClick={() => void proceedToPay(chosenAmount(choice))}>
          {t('proceedToPay')}
        </Button>
        <Button variant="secondary" isLoading={isVerifying} onClick={() => void verifyPayment()}>
          {t('verifyPayment')}
        </Button>
      </div>
      <PendingPayments isVerifying={isVerifying} onVerify={(reference) => void verifyPayment(reference)} />
      <p className="hint">{t('payHint')}</p>
      <SupportContact />
    </main>
  );
}
