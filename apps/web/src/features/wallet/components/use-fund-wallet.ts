// The two actions of Fund Wallet.
import { useCallback } from 'react';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useInitializePayment } from '../api/initialize-payment';
import { isNotPaidYet, isVerified, useVerifyTransaction } from '../api/verify-transaction';

// The texts of the two actions, read when shown, in the language on screen (account namespace; the shared
// messages from the core catalogue).
const TEXT = {
  get funded() {
    return i18n.t('funded', { ns: 'account' });
  },
  get verificationFailed() {
    return i18n.t('verificationFailed', { ns: 'account' });
  },
  get couldNotVerify() {
    return i18n.t('couldNotVerify', { ns: 'account' });
  },
  get initFailed() {
    return i18n.t('initFailed', { ns: 'account' });
  },
  get somethingWrong() {
    return i18n.t('somethingWrong', { ns: 'account' });
  },
  get pending() {
    return i18n.t('paymentPending', { ns: 'account' });
  },
  get notPaidYet() {
    return i18n.t('notPaidYet', { ns: 'account' });
  },
  get minimumPayment() {
    return i18n.t('messages.minimumPayment');
  },
  get noRecentPayment() {
    return i18n.t('messages.noRecentPayment');
  },
};

/** True when the server answered (so its refusal is the reason), false for network and client failures. */
function isServerAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status > 0;
}

/** The server's refusal (with its reason) or the generic text when nothing answered. */
function initializationFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return TEXT.initFailed; // an answer without authorization_url
  if (!isServerAnswer(error)) return TEXT.somethingWrong;
  return error.isServerMessage ? `${TEXT.initFailed} ${error.message}` : TEXT.initFailed;
}

/**
 * Opens the provider's page in a new tab. The tab is opened during the click (before the await) so popup
 * blockers allow it; if the browser blocks it anyway, the page navigates in this tab instead.
 */
function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

export function useFundWallet() {
  const initialize = useInitializePayment();
  const verify = useVerifyTransaction();

  const proceedToPay = useCallback(
    async (amount: number | null) => {
      if (amount === null) {
        toast.error(TEXT.minimumPayment);
        return;
      }
      const email = storage.get('useremail') ?? storage.get('email') ?? '';
      const tab = openBlankTab();
      try {
        const answer = await initialize.mutateAsync({ amount, email });
        if (!answer?.authorization_url || !answer.reference) throw new Error('no authorization_url');
        storage.set('paymentReference', answer.reference);
        if (tab && !tab.closed) tab.location.href = answer.authorization_url;
        else window.location.assign(answer.authorization_url);
      } catch (error) {
        tab?.close();
        toast.error(initializationFailure(error));
      }
    },
    [initialize],
  );

  /**
   * Verifies `reference` (from the URL or the pending list) or the stored one. A payment not finished yet keeps
   * its reference (the pending list shows it for a day); a settled one, credited or refused, drops it.
   */
  const verifyPayment = useCallback(
    async (reference?: string) => {
      const ref = reference ?? storage.get('paymentReference');
      if (!ref) {
        toast.error(TEXT.noRecentPayment);
        return false;
      }
      let isSettled = true;
      try {
        const answer = await verify.mutateAsync(ref);
        if (isVerified(answer)) {
          toast.success(TEXT.funded);
          return true;
        }
        // e.g. 'Payment is not complete yet…': the reason tells the person what to do next.
        toast.error(
          answer?.message ? `${TEXT.verificationFailed} ${answer.message}` : TEXT.verificationFailed,
        );
      } catch (error) {
        if (isNotPaidYet(error)) {
          isSettled = false;
          toast(`${TEXT.pending} ${TEXT.notPaidYet}`);
        } else if (!isServerAnswer(error)) {
          isSettled = false;
          toast.error(TEXT.couldNotVerify);
        } else
          toast.error(
            error.isServerMessage ? `${TEXT.verificationFailed} ${error.message}` : TEXT.verificationFailed,
          );
      } finally {
        if (isSettled && storage.get('paymentReference') === ref) storage.remove('paymentReference');
      }
      return false;
    },
    [verify],
  );

  return {
    proceedToPay,
    verifyPayment,
    isInitializing: initialize.isPending,
    isVerifying: verify.isPending,
  };
}
