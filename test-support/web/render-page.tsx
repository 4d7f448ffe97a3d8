// Renders one screen the way the app does (query client, router, toasts) for the web's component tests.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `routes` at `url`; returns the router (its `state.location` says where the screen went). */
export function renderPage(routes: { path: string; element: ReactNode }[], url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

/** Lets pending answers, effects and re-renders run (`rounds` turns of the event loop). */
export async function settle(rounds = 5) {
  for (let i = 0; i < rounds; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}
