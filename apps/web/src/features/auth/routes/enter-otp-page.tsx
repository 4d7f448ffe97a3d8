// /EnterOTP: check the reset code, then choose a new password.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { storage } from '../../../lib/storage';
import { forgotPassword } from '../api/forgot-password';
import { AuthBrand } from '../components/auth-brand';
import { OtpForm } from '../components/otp-form';
import '../auth.css';

export default function EnterOtpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="page auth-page">
      <AuthBrand title={t('auth.enterOtpTitle')} subtitle={t('auth.enterOtpSubtitle')} />
      <OtpForm
        email={storage.get('email')}
        // A new reset code is a new forgot-password request.
        resend={(email) => forgotPassword({ email })}
        submitLabel={t('auth.verifyOtp')}
        onVerified={() => navigate('/ResetPassword')}
      />
      <p className="auth-page__switch">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </main>
  );
}
