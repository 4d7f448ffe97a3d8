// /Registration: the checks run in the order docs/product.md lists, each failure is a toast; on
// success the e-mail is stored and the user goes to code verification.
import { MSG, type RegistrationForm, registrationError } from '@waka/shared';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { useForm } from '../../../lib/use-form';
import { useRegisterUser } from '../api/register-user';
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
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: 'tel' | 'email';
}[] = [
  { key: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { key: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { key: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

export default function RegistrationPage() {
  const navigate = useNavigate();
  const register = useRegisterUser();
  const form = useForm<RegistrationForm>(EMPTY);

  const onSubmit = form.onSubmit(registrationError, (values) => {
    const email = values.email.trim();
    register.mutate(
      {
        name: values.name.trim(),
        username: values.username.trim(),
        email,
        phoneNumber: values.phoneNumber.trim(),
        password: values.password,
      },
      {
        onSuccess: (answer) => {
          storage.set('email', email);
          toast.success(answer.message ?? 'Account created. Enter the code we e-mailed you.');
          navigate('/RegVer');
        },
        onError: (error) => toast.error(errorMessage(error, 'Registration failed.')),
      },
    );
  });

  return (
    <main className="page auth-page">
      <AuthBrand title="Create Account" subtitle="Sign up to start riding with Waka." />
      <form onSubmit={onSubmit} noValidate className="auth-form">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            name={field.key}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            hint={field.key === 'password' ? MSG.passwordHint : undefined}
            {...form.text(field.key)}
          />
        ))}
        <div className="checkbox-row">
          <input
            id="agree-terms"
            type="checkbox"
            checked={form.values.agreedToTerms}
            onChange={(event) => form.set('agreedToTerms', event.target.checked)}
          />
          <label htmlFor="agree-terms">
            I agree to the <Link to="/terms-and-cond">Terms and Conditions</Link> and the{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>
          </label>
        </div>
        <Button type="submit" isLoading={register.isPending}>
          Create Account
        </Button>
      </form>
      <p className="auth-page__switch">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </main>
  );
}
