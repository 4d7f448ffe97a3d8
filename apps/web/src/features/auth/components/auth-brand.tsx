// The brand mark above the sign-in and sign-up forms.
import { BrandLogo } from '../../../app/brand';

export function AuthBrand({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="auth-brand">
      <BrandLogo size={64} className="auth-brand__logo" />
      <h1 className="auth-brand__title">{title}</h1>
      {subtitle && <p className="auth-brand__subtitle">{subtitle}</p>}
    </div>
  );
}
