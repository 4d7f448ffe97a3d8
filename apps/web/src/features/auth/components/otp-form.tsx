// The 6-digit code form shared by /RegVer and /EnterOTP.
import { MSG, OTP_LENGTH, OTP_PATTERN } from '@waka/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { verifyOtp } from '../api/verify-otp';
import { resendLabel, useResendCountdown } from './use-resend-countdown';

export const RESENT = 'OTP has been resent to your email.';

export interface OtpFormProps {
  email: string | null;
  /** Sends a fresh code (resend for sign-up, forgot again for a reset). */
  resend(email: string): Promise<unknown>;
  onVerified(): void;
  submitLabel: string;
}

export function OtpForm({ email, resend, onVerified, submitLabel }: OtpFormProps) {
  const form = useForm({ otp: '' });
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const countdown = useResendCountdown();

  async function verify(code: string) {
    if (!email) return;
    setIsVerifying(true);
    try {
      await verifyOtp({ email, otp: code });
      onVerified();
    } catch (error) {
      toast.error(`Verification Failed: ${errorMessage(error)}`);
    } finally {
      setIsVerifying(false);
    }
  }

  const onSubmit = form.onSubmit(
    ({ otp }) => {
      const code = otp.trim();
      if (code.length !== OTP_LENGTH || !OTP_PATTERN.test(code)) return MSG.invalidOtp;
      return email ? null : MSG.emailNotFound;
    },
    ({ otp }) => void verify(otp.trim()),
  );

  async function onResend() {
    if (!email) {
      toast.error(MSG.emailNotInStorage);
      return;
    }
    setIsResending(true);
    try {
      await resend(email);
      toast.success(RESENT);
      countdown.start();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(`Resend Failed: ${message}`);
      if (/wait \d+ second/i.test(message)) countdown.start(message);
    } finally {
      setIsResending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      <TextField
        label="Verification code"
        name="otp"
        className="otp-field"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="••••••"
        value={form.values.otp}
        hint={email ? `We sent a 6-digit code to ${email}.` : undefined}
        onChange={(event) => form.set('otp', event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      />
      <Button type="submit" isLoading={isVerifying}>
        {submitLabel}
      </Button>
      <p className="auth-form__aside auth-form__aside--center">
        Didn’t get it?{' '}
        <button
          type="button"
          className="link-button"
          onClick={onResend}
          disabled={isResending || countdown.secondsLeft > 0}
        >
          {isResending ? 'Sending…' : resendLabel('Resend OTP', countdown.secondsLeft)}
        </button>
      </p>
    </form>
  );
}
