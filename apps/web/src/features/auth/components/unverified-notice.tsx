// Signing in to an account whose e-mail is not verified: say so and offer the two ways out right there —
// a new code (with the wait before the next one) and the screen where the code is entered.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { resendOtp } from '../api/resend-otp';
import { useResendCountdown } from './use-resend-countdown';

export function UnverifiedNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const countdown = useResendCountdown();
  const [isSending, setIsSending] = useState(false);

  async function onSend() {
    setIsSending(true);
    try {
      await resendOtp({ email });
      storage.set('email', email);
      toast.success(t('auth.otpResent'));
      countdown.start();
    } catch (error) {
      toast.error(t('auth.resendFailed', { message: errorMessage(error) }));
      countdown.startAfterRefusal(error);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section className="unverified-notice" aria-labelledby="unverified-title">
      <h2 id="unverified-title" className="unverified-notice__title">
        {t('auth.unverifiedTitle')}
      </h2>
      <p>{t('messages.accountUnverified')}</p>
      <Button variant="secondary" onClick={onSend} isLoading={isSending} disabled={countdown.secondsLeft > 0}>
        {countdown.label(t('auth.sendNewCode'))}
      </Button>
      <Link to="/RegVer" className="unverified-notice__link" onClick={() => storage.set('email', email)}>
        {t('auth.haveCode')}
      </Link>
    </section>
  );
}
