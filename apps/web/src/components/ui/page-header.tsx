// Page title with a back link (defaults to the previous page, falling back to `backTo`).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

export interface PageHeaderProps {
  title: string;
  /** Where the back link goes; with `useHistory` the browser history is used when there is one. */
  backTo?: string;
  useHistory?: boolean;
  /** Extra content on the right (an avatar, an action). */
  end?: ReactNode;
}

export function PageHeader({ title, backTo = '/settings', useHistory = false, end }: PageHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="page-header">
      {backTo && (
        <Link
          to={backTo}
          className="page-header__back"
          aria-label={t('common.back')}
          onClick={(event) => {
            if (useHistory && window.history.length > 1) {
              event.preventDefault();
              navigate(-1);
            }
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </Link>
      )}
      <h1 className="page-header__title">{title}</h1>
      {end && <div className="page-header__end">{end}</div>}
    </header>
  );
}
