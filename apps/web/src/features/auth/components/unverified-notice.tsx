// Signing in to an account whose e-mail is not verified: say so and offer the two ways out right there —
// a new code (with the wait before the next one) and the screen where the code is entered.
import { MSG } from '@waka/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { resendOtp } from '../api/resend-otp';
import { RESENT } from './otp-form';
import { resendLabel, useResendCountdown } from './use-resend-countdown';

export const SEND_NEW_CODE = 'Send a new code';

export function UnverifiedNotice({ email }: { email: string }) {
  const countdown = useResendCountdown();
  const [isSending, setIsSending] = useState(false);

  async function onSend() {
    setIsSending(true);
    try {
      await resendOtp({ email });
      storage.set('email', email);
      toast.success(RESENT);
      countdown.start();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(`Resend Failed: ${message}`);
      if (/wait \d+ second/i.test(message)) countdown.start(message);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section className="unverified-notice" aria-labelledby="unverified-title">
      <h2 id="unverified-title" className="unverified-notice__title">
        Verify your e-mail to sign in
      </h2>
      <p>{MSG.accountUnverified}</p>
      <Button variant="secondary" onClick={onSend} isLoading={isSending} disabled={countdown.secondsLeft > 0}>
        {resendLabel(SEND_NEW_CODE, countdown.secondsLeft)}
      </Button>
      <Link to="/RegVer" className="unverified-notice__link" onClick={() => storage.set('email', email)}>
        I have a code: enter it
      </Link>
    </section>
  );
}
