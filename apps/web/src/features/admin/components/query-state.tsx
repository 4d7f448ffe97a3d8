// Loading, error and empty states shared by the console's lists.
import type { ReactNode } from 'react';
import { errorText } from '../lib/admin-fetch';

export function QueryState(props: {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (props.isLoading)
    return (
      <p className="admin-muted" aria-busy="true">
        Loading…
      </p>
    );
  if (props.error)
    return (
      <p className="admin-error" role="alert">
        {errorText(props.error)}
      </p>
    );
  if (props.isEmpty) return <p className="admin-empty">{props.emptyText}</p>;
  return <>{props.children}</>;
}
