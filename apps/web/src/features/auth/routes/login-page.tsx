// /login: location gate, session expiry, the post-login sequence.
import { MSG } from '@waka/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ContactWidget } from '../../../components/ui/contact-widget';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { detectPlatform } from '../../../lib/geolocation';
import { logout } from '../../../lib/logout';
import { clearSession, getValidToken } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { login } from '../api/login';
import { AuthBrand } from '../components/auth-brand';
import { LocationInstructions } from '../components/location-instructions';
import { UnverifiedNotice } from '../components/unverified-notice';
import { useLocationGate } from '../components/use-location-gate';
import { completeLogin } from '../lib/complete-login';
import '../auth.css';

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const gate = useLocationGate();
  const form = useForm({ email: '', password: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  // On arrival only: an expired token clears the session; a valid one goes straight to the dashboard. (Not
  // again when the language or brand name changes: signing in saves a token and then switches language.)
  useEffect(() => {
    if (!storage.get('token')) return;
    if (getValidToken()) {
      navigate('/Dashboard', { replace: true });
      return;
    }
    clearSession();
    toast.error(i18n.t('messages.sessionExpired'), { id: 'session-expired' });
  }, [navigate, i18n]);

  const isBlocked = gate.state === 'denied' || gate.state === 'checking';

  async function signIn({ email, password }: { email: string; password: string }) {
    setIsSubmitting(true);
    setUnverifiedEmail(null);
    try {
      const answer = await login({ email: email.trim(), password });
      const outcome = await completeLogin(answer, gate.position);
      if (outcome.kind === 'pending-approval') {
        // Drivers and bikers without approval cannot proceed from login.
        logout();
        toast.error(t('messages.pendingApproval'));
        return;
      }
      // Signing in may have switched to the account's language; `t` still speaks the one of the last render.
      toast.success(t('auth.loginSuccessful', { lng: currentLanguage() }));
      navigate(outcome.to, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'account_unverified') setUnverifiedEmail(email.trim());
      toast.error(errorMessage(error, t('auth.loginFailed')));
    } finally {
      setIsSubmitting(false);
    }
  }

  // While the location gate blocks login, submitting does nothing (the button is disabled too).
  const onSubmit = form.onSubmit(
    ({ email, password }) => (!isBlocked && (!email.trim() || !password) ? MSG.fillAllFields : null),
    (values) => {
      if (!isBlocked) void signIn(values);
    },
  );

  return (
    <main className="page auth-page">
      <AuthBrand title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')} />
      {/* Why the app asks for location, on the page from its first paint; the sheet shown when it is
          refused then only says how to turn it on (it would otherwise repeat this, late, over the form). */}
      <p className="auth-page__location-why">{t('auth.locationLead')}</p>
      {gate.state === 'denied' && (
        <LocationInstructions platform={detectPlatform()} onRetry={gate.retry} lead={null} />
      )}
      {gate.state === 'checking' && (
        <p className="hint" role="status">
          {t('auth.checkingLocation')}
        </p>
      )}
      {unverifiedEmail && <UnverifiedNotice email={unverifiedEmail} />}
      <form ref={form.ref} onSubmit={onSubmit} noValidate className="auth-form">
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          {...form.text('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          {...form.text('password')}
        />
        <p className="auth-form__aside">
          <Link to="/ForgotPassword">{t('auth.forgotPasswordLink')}</Link>
        </p>
        <Button type="submit" isLoading={isSubmitting} disabled={isBlocked}>
          {t('auth.login')}
        </Button>
      </form>
      <p className="auth-page__switch">
        {t('auth.noAccount')} <Link to="/Registration">{t('auth.signUp')}</Link>
      </p>
      <ContactWidget />
    </main>
  );
}
