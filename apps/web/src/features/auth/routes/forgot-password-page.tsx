// /ForgotPassword: e-mail a reset code, then enter it on /EnterOTP.
import { EMAIL_PATTERN } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useForgotPassword } from '../api/forgot-password';
import { AuthBrand } from '../components/auth-brand';
import '../auth.css';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm({ email: '' });

  const onSubmit = form.onSubmit(
    ({ email }) => (EMAIL_PATTERN.test(email.trim()) ? null : t('messages.invalidEmail')),
    ({ email }) => {
      const address = email.trim();
      forgot.mutate(
        { email: address },
        {
          onSuccess: () => {
            storage.set('email', address);
            toast.success(t('auth.otpSent'));
            navigate('/EnterOTP');
          },
          onError: (error) => toast.error(errorMessage(error, t('auth.otpSendFailed'))),
        },
      );
    },
  );

  return (
    <main className="page auth-page">
      <AuthBrand title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')} />
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField
          label={t('auth.emailAddress')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          {...form.text('email')}
        />
        <Button type="submit" isLoading={forgot.isPending}>
          {t('auth.sendOtp')}
        </Button>
      </form>
      <p className="auth-page__switch">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </main>
  );
}
