// Accessible dialog on the native <dialog>: focus is trapped and the page behind is inert. A non-closable
// modal ignores Escape and has no close button.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { markDialogClosed, markDialogOpen } from './open-dialogs';

export interface ModalProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** Called on Escape or the close button; omit (or set isClosable false) for a modal that must be acted on. */
  onClose?: () => void;
  isClosable?: boolean;
  /** Buttons shown under the content. */
  actions?: ReactNode;
}

export function Modal({ isOpen, title, children, onClose, isClosable = true, actions }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const canClose = isClosable && Boolean(onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
    if (isOpen) markDialogOpen(dialog);
    else markDialogClosed(dialog);
    return () => markDialogClosed(dialog);
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (canClose) onClose?.();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {canClose && (
          <button type="button" className="modal__close" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        )}
      </div>
      <div className="modal__body">{children}</div>
      {actions && <div className="modal__actions">{actions}</div>}
    </dialog>
  );
}
