// /ResetPassword. Also Change Password from Settings: when
// signed in, the signed-in user's stored e-mail is used.
import { MSG, resetPasswordError } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { setAppState } from '../../../lib/app-state';
import { getValidToken } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
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
  const form = useForm({ password: '', confirm: '' });
  const isSignedIn = Boolean(getValidToken());

  const onSubmit = form.onSubmit(
    ({ password, confirm }) =>
      resetPasswordError(password, confirm) ?? (storedEmail() ? null : MSG.emailNotFound),
    ({ password }) =>
      reset.mutate(
        { email: storedEmail() ?? '', newPassword: password },
        {
          onSuccess: () => {
            // A successful reset clears the stored token, name, picture, user id and role.
            storage.remove(
              'token',
              'tokenCreatedAt',
              'uname',
              'profilePicture',
              'userId',
              'role',
              'userRole',
            );
            setAppState({ profilePicture: null, username: null, isLoggedOut: true });
            toast.success(t('auth.resetDone'));
            navigate('/Login', { replace: true });
          },
          onError: (error) => toast.error(errorMessage(error, t('auth.resetFailed'))),
        },
      ),
  );

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
          {...form.text('password')}
        />
        <TextField
          label={t('auth.confirmNewPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          {...form.text('confirm')}
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
