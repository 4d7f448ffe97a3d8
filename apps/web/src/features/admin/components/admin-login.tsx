// Console sign-in with the ordinary account login; only administrators get in.
import { useForm } from '../../../lib/use-form';
import { useSignInAdmin } from '../api/sign-in-admin';
import { errorText } from '../lib/admin-fetch';
import type { AdminSession } from '../lib/admin-session';

export function AdminLogin({ onSignedIn }: { onSignedIn: (session: AdminSession) => void }) {
  const form = useForm({ email: '', password: '' });
  const signIn = useSignInAdmin(onSignedIn);
  // The browser checks the required fields; the server says whether the account may enter.
  const onSubmit = form.onSubmit(
    () => null,
    (values) => signIn.mutate(values),
  );
  return (
    <main className="admin-login">
      <form className="admin-card admin-login__form" onSubmit={onSubmit} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">
          Waka <span className="admin-brand__sub">Operations</span>
        </h1>
        <p className="admin-muted">Sign in with an administrator account.</p>
        <label className="admin-field">
          <span>Email</span>
          <input type="email" autoComplete="username" required {...form.text('email')} />
        </label>
        <label className="admin-field">
          <span>Password</span>
          <input type="password" autoComplete="current-password" required {...form.text('password')} />
        </label>
        {signIn.isError && (
          <p className="admin-error" role="alert">
            {errorText(signIn.error)}
          </p>
        )}
        <button type="submit" className="admin-btn admin-btn--primary" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
