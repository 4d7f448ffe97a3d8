// Asking for a fresh code, as the code form and the unverified-account notice both do: one request at a time,
// "sent" or the server's reason as a toast, then the wait before the next (use-resend-countdown.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResendCountdown } from './use-resend-countdown';

export function useResendCode() {
  const { t } = useTranslation();
  const countdown = useResendCountdown();
  const [isSending, setIsSending] = useState(false);

  /** Runs `request` (which asks the server for the code); resolves once the toast is shown. */
  async function send(request: () => Promise<unknown>): Promise<void> {
    setIsSending(true);
    try {
      await request();
      toast.success(t('auth.otpResent'));
      countdown.start();
    } catch (error) {
      toast.error(t('auth.resendFailed', { message: errorMessage(error) }));
      countdown.startAfterRefusal(error);
    } finally {
      setIsSending(false);
    }
  }

  return { ...countdown, isSending, send };
}
