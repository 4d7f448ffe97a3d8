// A centred message for an empty list or a failed load.
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  message: string;
  /** An action under the message, e.g. a retry button. */
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}

export function EmptyState({ message, action, tone = 'neutral' }: EmptyStateProps) {
  return (
    <div className={`empty-state empty-state--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.4" />
        <path d="M16 26h16M20 19h.01M28 19h.01" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{message}</p>
      {action}
    </div>
  );
}
