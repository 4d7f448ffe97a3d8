// Rendering a heavy page in parts. Preact renders a tree in one task (docs/decisions/209), so a page whose
// render is longer than a phone's 50 ms budget is split: each <RenderLater> renders its children in a task of
// its own, after the part around it has been committed, and a tap in between is answered. Until its children
// are in, it holds the page shell (lib/page-shell.ts): on a page that has one, the rider sees the shell until
// the last part is in, then the whole page in one paint (docs/decisions/210).
import { type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react';
import { holdPageShell, RenderingPageShell } from './page-shell';
import { useAfterNextPaint } from './use-after-next-paint';

export function RenderLater({ children }: { children: ReactNode }) {
  // The build's page shell is the whole page as it first looks: every part at once.
  const [isDue, setIsDue] = useState(useContext(RenderingPageShell));
  const release = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    release.current = holdPageShell();
    const timer = setTimeout(() => setIsDue(true), 0);
    return () => {
      clearTimeout(timer);
      release.current?.();
    };
  }, []);
  // After the children's own effects: a <RenderLater> among them holds the shell before this one lets go.
  useLayoutEffect(() => {
    if (isDue) release.current?.();
  }, [isDue]);
  return isDue ? children : null;
}

/** Renders its children once the page has painted: for parts that appear on later answers anyway. */
export function RenderAfterPaint({ children }: { children: ReactNode }) {
  return useAfterNextPaint() ? children : null;
}
