// Theme light / dark / system: the saved value is used only if valid; system follows the
// device's dark preference live; a change is saved at once under `themeMode`.
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { storage } from '../lib/storage';

export type ThemeMode = 'light' | 'dark' | 'system';
const MODES: ThemeMode[] = ['light', 'dark', 'system'];

function readSavedMode(): ThemeMode {
  const saved = storage.get('themeMode');
  return MODES.includes(saved as ThemeMode) ? (saved as ThemeMode) : 'system';
}

function prefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

/** Sets the resolved palette on <html> at boot, before React renders. */
export function applyInitialTheme(): void {
  const mode = readSavedMode();
  document.documentElement.dataset.theme = mode === 'system' ? (prefersDark() ? 'dark' : 'light') : mode;
}

interface ThemeContextValue {
  mode: ThemeMode;
  resolved: 'light' | 'dark';
  setMode(mode: ThemeMode): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readSavedMode);
  const [systemDark, setSystemDark] = useState(prefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolved = mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
  // Before the browser paints: the page changes palette in the same frame as the switch that changed it.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);
  // The browser chrome (address bar) follows the page background. Reading it computes the page's styles, so it
  // waits until after the paint rather than lengthening the render that changed the palette.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever the palette on <html> changed
  useEffect(() => {
    const background = getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim();
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background || '#FF8C00');
  }, [resolved]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      mode,
      resolved,
      setMode(next) {
        storage.set('themeMode', next);
        setModeState(next);
      },
    }),
    [mode, resolved],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs ThemeProvider');
  return value;
}
