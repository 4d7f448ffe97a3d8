import { RouterProvider } from 'react-router';
import { router } from './router';
import { ThemeProvider } from './theme';
import { AppToaster } from './toaster';

export function App() {
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
      <AppToaster />
    </ThemeProvider>
  );
}
