import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="page page--centered">
      <h1>Page not found</h1>
      <p>The page you opened does not exist.</p>
      <Link to="/">Go to the start page</Link>
    </main>
  );
}
