// /ResetPassword (spec §2, §5 Reset password, §4 Password reset). Also Change Password from Settings: when
// signed in, the signed-in user's stored e-mail is used.
import { resetPasswordError } from '@waka/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { localizeMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { setAppState } from '../../../lib/app-state';
import { getValidToken } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { useResetPassword } from '../api/reset-password';
import { AuthBrand } from '../components/auth-brand';
import '../auth.css';

function storedEmail(): string | null {
  return (getValidToken() ? storage.get('useremail') : null) ?? storage.get('email');
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const isSignedIn = Boolean(getValidToken());

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = resetPasswordError(password, confirm);
    if (problem) {
      toast.error(localizeMessage(problem));
      return;
    }
    const email = storedEmail();
    if (!email) {
      toast.error(t('messages.emailNotFound'));
      return;
    }
    reset.mutate(
      { email, newPassword: password },
      {
        onSuccess: () => {
          // Spec §4: a successful reset clears the stored token, name, picture, user id and role.
          storage.remove('token', 'tokenCreatedAt', 'uname', 'profilePicture', 'userId', 'role', 'userRole');
          setAppState({ profilePicture: null, username: null, isLoggedOut: true });
          toast.success(t('auth.resetDone'));
          navigate('/Login', { replace: true });
        },
        onError: (error) => toast.error(errorMessage(error, t('auth.resetFailed'))),
      },
    );
  }

  return (
    <main className="page auth-page">
      <AuthBrand
        title={isSignedIn ? t('auth.changeTitle') : t('auth.resetTitle')}
        subtitle={t('auth.resetSubtitle')}
      />
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField
          label={t('auth.newPassword')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          hint={t('messages.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('auth.confirmNewPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" isLoading={reset.isPending}>
          {t('auth.resetTitle')}
        </Button>
      </form>
      <p className="auth-page__switch">
        <Link to={isSignedIn ? '/settings' : '/login'}>
          {isSignedIn ? t('auth.backToSettings') : t('auth.backToLogin')}
        </Link>
      </p>
    </main>
  );
}
