// The 6-digit code form shared by /RegVer and /EnterOTP.
import { MSG, OTP_LENGTH, OTP_PATTERN } from '@waka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { verifyOtp } from '../api/verify-otp';
import { useResendCode } from './use-resend-code';

export interface OtpFormProps {
  email: string | null;
  /** Sends a fresh code (resend for sign-up, forgot again for a reset). */
  resend(email: string): Promise<unknown>;
  onVerified(): void;
  submitLabel: string;
}

export function OtpForm({ email, resend, onVerified, submitLabel }: OtpFormProps) {
  const { t } = useTranslation();
  const form = useForm({ otp: '' });
  const [isVerifying, setIsVerifying] = useState(false);
  const code = useResendCode();

  async function verify(code: string) {
    if (!email) return;
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

  const onSubmit = form.onSubmit(
    ({ otp }) => {
      const code = otp.trim();
      if (code.length !== OTP_LENGTH || !OTP_PATTERN.test(code)) return MSG.invalidOtp;
      return email ? null : MSG.emailNotFound;
    },
    ({ otp }) => void verify(otp.trim()),
  );

  function onResend() {
    if (!email) toast.error(t('messages.emailNotInStorage'));
    else void code.send(() => resend(email));
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
        value={form.values.otp}
        hint={email ? t('auth.codeSentTo', { email }) : undefined}
        onChange={(event) => form.set('otp', event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
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
          disabled={code.isSending || code.secondsLeft > 0}
        >
          {code.isSending ? t('auth.sending') : code.label(t('auth.resendOtp'))}
        </button>
      </p>
    </form>
  );
}
