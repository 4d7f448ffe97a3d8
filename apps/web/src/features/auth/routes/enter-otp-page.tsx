// /EnterOTP: check the reset code, then choose a new password.
import { Link, useNavigate } from 'react-router';
import { storage } from '../../../lib/storage';
import { forgotPassword } from '../api/forgot-password';
import { AuthBrand } from '../components/auth-brand';
import { OtpForm } from '../components/otp-form';
import '../auth.css';

export default function EnterOtpPage() {
  const navigate = useNavigate();
  return (
    <main className="page auth-page">
      <AuthBrand title="Enter OTP" subtitle="Enter the 6-digit code we e-mailed you." />
      <OtpForm
        email={storage.get('email')}
        // A new reset code is a new forgot-password request.
        resend={(email) => forgotPassword({ email })}
        submitLabel="Verify OTP"
        onVerified={() => navigate('/ResetPassword')}
      />
      <p className="auth-page__switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </main>
  );
}
