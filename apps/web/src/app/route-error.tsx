import { useRouteError } from 'react-router';

/** Shown when a page fails to load (for example a lost connection while fetching its code). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="page page--centered">
      <h1>Something went wrong</h1>
      <p>Check your connection and try again.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
