// /RegVer: verify the account with the e-mailed code, then go to login.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { resendOtp } from '../api/resend-otp';
import { AuthBrand } from '../components/auth-brand';
import { OtpForm } from '../components/otp-form';
import '../auth.css';

export default function RegVerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="page auth-page">
      <AuthBrand title={t('auth.verifyTitle')} subtitle={t('auth.verifySubtitle')} />
      <OtpForm
        email={storage.get('email')}
        resend={(email) => resendOtp({ email })}
        submitLabel={t('auth.verify')}
        onVerified={() => {
          toast.success(t('auth.accountVerified'));
          navigate('/Login', { replace: true });
        }}
      />
      <p className="auth-page__switch">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </main>
  );
}
