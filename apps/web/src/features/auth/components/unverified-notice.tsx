// Signing in to an account whose e-mail is not verified: say so and offer the two ways out right there —
// a new code (with the wait before the next one) and the screen where the code is entered.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { storage } from '../../../lib/storage';
import { resendOtp } from '../api/resend-otp';
import { useResendCode } from './use-resend-code';

export function UnverifiedNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const code = useResendCode();

  function onSend() {
    void code.send(async () => {
      await resendOtp({ email });
      storage.set('email', email);
    });
  }

  return (
    <section className="unverified-notice" aria-labelledby="unverified-title">
      <h2 id="unverified-title" className="unverified-notice__title">
        {t('auth.unverifiedTitle')}
      </h2>
      <p>{t('messages.accountUnverified')}</p>
      <Button variant="secondary" onClick={onSend} isLoading={code.isSending} disabled={code.secondsLeft > 0}>
        {code.label(t('auth.sendNewCode'))}
      </Button>
      <Link to="/RegVer" className="unverified-notice__link" onClick={() => storage.set('email', email)}>
        {t('auth.haveCode')}
      </Link>
    </section>
  );
}
