// /ForgotPassword: e-mail a reset code, then enter it on /EnterOTP.
import { EMAIL_PATTERN, MSG } from '@waka/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { useForgotPassword } from '../api/forgot-password';
import { AuthBrand } from '../components/auth-brand';
import '../auth.css';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      toast.error(MSG.invalidEmail);
      return;
    }
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
  }

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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
