// The 6-digit code form shared by /RegVer and /EnterOTP (spec §2, §5 OTP, §8 Verify/Resend messages).
import { OTP_LENGTH, OTP_PATTERN } from '@waka/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { verifyOtp } from '../api/verify-otp';
import { useResendCountdown } from './use-resend-countdown';

export interface OtpFormProps {
  email: string | null;
  /** Sends a fresh code (resend for sign-up, forgot again for a reset). */
  resend(email: string): Promise<unknown>;
  onVerified(): void;
  submitLabel: string;
}

export function OtpForm({ email, resend, onVerified, submitLabel }: OtpFormProps) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const countdown = useResendCountdown();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = otp.trim();
    if (code.length !== OTP_LENGTH || !OTP_PATTERN.test(code)) {
      toast.error(t('messages.invalidOtp'));
      return;
    }
    if (!email) {
      toast.error(t('messages.emailNotFound'));
      return;
    }
    setIsVerifying(true);
    try {
      await verifyOtp({ email, otp: code });
      onVerified();
    } catch (error) {
      toast.error(t('auth.verificationFailed', { message: errorMessage(error) }));
    } finally {
      setIsVerifying(false);
    }
  }

  async function onResend() {
    if (!email) {
      toast.error(t('messages.emailNotInStorage'));
      return;
    }
    setIsResending(true);
    try {
      await resend(email);
      toast.success(t('auth.otpResent'));
      countdown.start();
    } catch (error) {
      toast.error(t('auth.resendFailed', { message: errorMessage(error) }));
      countdown.startAfterRefusal(error);
    } finally {
      setIsResending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      <TextField
        label={t('auth.verificationCode')}
        name="otp"
        className="otp-field"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="••••••"
        value={otp}
        hint={email ? t('auth.codeSentTo', { email }) : undefined}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      />
      <Button type="submit" isLoading={isVerifying}>
        {submitLabel}
      </Button>
      <p className="auth-form__aside auth-form__aside--center">
        {t('auth.didNotGetIt')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={onResend}
          disabled={isResending || countdown.secondsLeft > 0}
        >
          {isResending ? t('auth.sending') : countdown.label(t('auth.resendOtp'))}
        </button>
      </p>
    </form>
  );
}
