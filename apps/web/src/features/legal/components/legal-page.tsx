// Frame of the static pages: public, so the back link goes to the previous page.
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
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
  return (
    <main className="page legal">
      <PageHeader title={title} backTo={getValidToken() ? '/settings' : '/'} useHistory />
      {updated && <p className="legal__updated">{updated}</p>}
      <article className="legal__body">{children}</article>
    </main>
  );
}
