// The brand mark above the sign-in and sign-up forms.
export function AuthBrand({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="auth-brand">
      <img src="/icons/icon.svg" alt="" width="64" height="64" className="auth-brand__logo" />
      <h1 className="auth-brand__title">{title}</h1>
      {subtitle && <p className="auth-brand__subtitle">{subtitle}</p>}
    </div>
  );
}
