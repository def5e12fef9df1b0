import { useEffect, useRef, type ReactNode } from 'react';

/** A native modal dialog: focus stays inside, Escape closes, the page behind is inert. */
export function ModalDialog({
  open,
  onClose,
  titleId,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={['modal', className].filter(Boolean).join(' ')}
      onClose={onClose}
    >
      {children}
    </dialog>
  );
}
