// The full-width button: disabled while disabled or loading; loading shows a white spinner
// instead of the label. Padding 12px/16px, radius 5, label 16px (styles.css .button). A submit button also
// waits for its page to hydrate (lib/use-hydrated.ts), so a prerendered form is never sent by the browser.
import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  isLoading?: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
}

export function Button({
  isLoading = false,
  disabled,
  variant = 'primary',
  children,
  className,
  ...rest
}: ButtonProps) {
  const isHydrated = useHydrated();
  const isWaitingForScripts = rest.type === 'submit' && !isHydrated;
  return (
    <button
      type="button"
      {...rest}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || isLoading || isWaitingForScripts}
      aria-busy={isLoading || undefined}
    >
      {isLoading ? <Spinner /> : children}
    </button>
  );
}
