// The error state of a screen's main list, with a retry.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { EmptyState } from './empty-state';

export interface LoadErrorProps {
  error: unknown;
  /** The screen's own text when the server gave none, e.g. 'Failed to load notifications'. */
  fallback: string;
  onRetry(): void;
}

export function LoadError({ error, fallback, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const message = errorMessage(error, fallback);
  useEffect(() => {
    toast.error(message, { id: `load-error:${fallback}` });
  }, [message, fallback]);
  return (
    <EmptyState
      tone="error"
      message={message}
      action={
        <button type="button" className="button button--secondary empty-state__retry" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}
