// /Registration: the checks run in the order docs/product.md lists, each failure is a toast; on
// success the e-mail is stored and the user goes to code verification.
import { type RegistrationForm, registrationError } from '@waka/shared';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { registerUser } from '../api/register-user';
import { AuthBrand } from '../components/auth-brand';
import '../auth.css';

const EMPTY: RegistrationForm = {
  name: '',
  username: '',
  phoneNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
  agreedToTerms: false,
};

type TextKey = Exclude<keyof RegistrationForm, 'agreedToTerms'>;

const FIELDS: {
  key: TextKey;
  label: 'fullName' | 'username' | 'phoneNumber' | 'emailAddress' | 'password' | 'confirmPassword';
  type: string;
  autoComplete: string;
  inputMode?: 'tel' | 'email';
}[] = [
  { key: 'name', label: 'fullName', type: 'text', autoComplete: 'name' },
  { key: 'username', label: 'username', type: 'text', autoComplete: 'username' },
  { key: 'phoneNumber', label: 'phoneNumber', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'email', label: 'emailAddress', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { key: 'password', label: 'password', type: 'password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

export default function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<RegistrationForm>(EMPTY);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function register(values: RegistrationForm) {
    const email = values.email.trim();
    setIsSubmitting(true);
    try {
      const answer = await registerUser({
        name: values.name.trim(),
        username: values.username.trim(),
        email,
        phoneNumber: values.phoneNumber.trim(),
        password: values.password,
      });
      storage.set('email', email);
      toast.success(answer.message ?? t('auth.accountCreated'));
      navigate('/RegVer');
    } catch (error) {
      toast.error(errorMessage(error, t('auth.registrationFailed')));
    } finally {
      setIsSubmitting(false);
    }
  }

  const onSubmit = form.onSubmit(registrationError, (values) => {
    if (!isSubmitting) void register(values);
  });

  return (
    <main className="page auth-page">
      <AuthBrand title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')} />
      <form ref={form.ref} onSubmit={onSubmit} noValidate className="auth-form">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={t(`auth.${field.label}`)}
            name={field.key}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            hint={field.key === 'password' ? t('messages.passwordHint') : undefined}
            {...form.text(field.key)}
          />
        ))}
        <div className="checkbox-row">
          <input
            id="agree-terms"
            name="agreedToTerms"
            type="checkbox"
            checked={form.values.agreedToTerms}
            onChange={(event) => form.set('agreedToTerms', event.target.checked)}
          />
          <label htmlFor="agree-terms">
            <Trans
              i18nKey="auth.agreeTerms"
              components={{ terms: <Link to="/terms-and-cond" />, privacy: <Link to="/privacy-policy" /> }}
            />
          </label>
        </div>
        <Button type="submit" isLoading={isSubmitting}>
          {t('auth.createAccount')}
        </Button>
      </form>
      <p className="auth-page__switch">
        {t('auth.haveAccount')} <Link to="/login">{t('auth.login')}</Link>
      </p>
    </main>
  );
}
