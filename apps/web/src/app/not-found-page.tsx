import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="page page--centered">
      <h1>{t('app.notFoundTitle')}</h1>
      <p>{t('app.notFoundText')}</p>
      <Link to="/">{t('app.goToStart')}</Link>
    </main>
  );
}
