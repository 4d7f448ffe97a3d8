// Toasts as docs/product.md describes them: top-center, at most 20, 4000 ms (blank, error, custom), 2000 ms (success),
// unlimited (loading), removed 1000 ms after dismissal, at most 350 px wide, paused while hovered (the
// Toaster's own behaviour). They sit above every overlay, open modals included. Colours follow the theme
// through the CSS variables of styles.css.
import { TOAST } from '@waka/shared';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { useTopDialog } from '../components/ui/open-dialogs';

/** Loaded with the page's first toast, after its first paint (app.tsx), with react-hot-toast itself (lib/toast.ts). */
export default function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    for (const extra of visible.slice(TOAST.limit)) toast.dismiss(extra.id);
  }, [toasts]);
  // Inside the newest open modal when there is one: the top layer would otherwise hide the toasts.
  const topDialog = useTopDialog();
  const toaster = (
    <Toaster
      position={TOAST.position}
      toastOptions={{
        duration: TOAST.durationMs.blank,
        success: { duration: TOAST.durationMs.success },
        error: { duration: TOAST.durationMs.error },
        loading: { duration: TOAST.durationMs.loading },
        style: {
          maxWidth: TOAST.maxWidthPx,
          background: 'var(--color-surface)',
          color: 'var(--color-text)',
          border: '1px solid var(--color-border)',
        },
        removeDelay: TOAST.removeDelayMs,
      }}
    />
  );
  return topDialog ? createPortal(toaster, topDialog) : toaster;
}
