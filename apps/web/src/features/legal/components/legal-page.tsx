// Frame of the static pages: public, so the back link goes to the previous page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { currentLanguage } from '../../../i18n/i18n';
import { getValidToken } from '../../../lib/session';
import '../legal.css';

export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('legal');
  return (
    <main className="page legal">
      <PageHeader title={title} backTo={getValidToken() ? '/settings' : '/'} useHistory />
      {updated && <p className="legal__updated">{updated}</p>}
      {currentLanguage() !== 'en' && (
        <p className="legal__updated" lang={currentLanguage()}>
          {t('englishApplies')}
        </p>
      )}
      <article className="legal__body" lang="en">
        {children}
      </article>
    </main>
  );
}
