// /RegVer: verify the account with the e-mailed code, then go to login.
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { storage } from '../../../lib/storage';
import { resendOtp } from '../api/resend-otp';
import { AuthBrand } from '../components/auth-brand';
import { OtpForm } from '../components/otp-form';
import '../auth.css';

export default function RegVerPage() {
  const navigate = useNavigate();
  return (
    <main className="page auth-page">
      <AuthBrand title="Verify your account" subtitle="Enter the 6-digit code from your e-mail." />
      <OtpForm
        email={storage.get('email')}
        resend={(email) => resendOtp({ email })}
        submitLabel="Verify"
        onVerified={() => {
          toast.success('Account verified. You can now log in.');
          navigate('/Login', { replace: true });
        }}
      />
      <p className="auth-page__switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </main>
  );
}
