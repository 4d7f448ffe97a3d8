import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { removePageShell } from '../lib/page-shell';

/** Shown when a page fails to load (for example a lost connection while fetching its code). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="page page--centered">
      <h1>{t('app.errorTitle')}</h1>
      <p>{t('app.errorText')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </main>
  );
}

interface BoundaryProps {
  /** The current path: opening another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a page that failed to load or render, until the person goes to another page. */
export class RouteErrorBoundary extends Component<BoundaryProps, { hasError: boolean; resetKey: string }> {
  override state = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { hasError: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    removePageShell({ now: true });
    console.error(error);
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}
