// TanStack Query for every screen except landing, login and registration: those load without it to stay small
// on a cheap phone, and this layout's chunk brings it in on the first screen that needs it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { LocationRequiredAlert } from '../features/auth/components/location-required-alert';
import { CurrentRideSync } from '../features/rider/components/current-ride-sync';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <CurrentRideSync />
      <LocationRequiredAlert />
      <Outlet />
    </QueryClientProvider>
  );
}
