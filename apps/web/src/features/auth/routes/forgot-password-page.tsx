// /ForgotPassword: e-mail a reset code, then enter it on /EnterOTP.
import { EMAIL_PATTERN, MSG } from '@waka/shared';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { useForm } from '../../../lib/use-form';
import { useForgotPassword } from '../api/forgot-password';
import { AuthBrand } from '../components/auth-brand';
import '../auth.css';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm({ email: '' });

  const onSubmit = form.onSubmit(
    ({ email }) => (EMAIL_PATTERN.test(email.trim()) ? null : MSG.invalidEmail),
    ({ email }) => {
      const address = email.trim();
      forgot.mutate(
        { email: address },
        {
          onSuccess: () => {
            storage.set('email', address);
            toast.success('OTP sent to your email.');
            navigate('/EnterOTP');
          },
          onError: (error) => toast.error(errorMessage(error, 'Failed to send OTP.')),
        },
      );
    },
  );

  return (
    <main className="page auth-page">
      <AuthBrand title="Forgot Password" subtitle="We will e-mail you a code to reset it." />
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          {...form.text('email')}
        />
        <Button type="submit" isLoading={forgot.isPending}>
          Send OTP
        </Button>
      </form>
      <p className="auth-page__switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </main>
  );
}
