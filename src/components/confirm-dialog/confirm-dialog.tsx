import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' for what loses work (clear, reset, leave); 'primary' for a replacement undo can reverse. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
}

const confirmClass = {
  danger:
    'focus-ring inline-flex items-center rounded-full bg-red-700 px-4 py-2 font-medium text-white transition-colors hover:bg-red-800',
  primary: 'button-primary focus-ring px-4 py-2',
} as const;

/**
 * The one question before something that cannot be taken back lightly: an alert dialog whose
 * Cancel has the focus first, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-[99998] bg-black/50 backdrop-blur-sm" />
        <Dialog.Positioner className="fixed inset-0 z-[99999] flex items-center justify-center p-4">
          <Dialog.Content className="w-full max-w-sm rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl">
            <Dialog.Title className="font-serif text-xl">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
              {description}
            </Dialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.CloseTrigger className="button-quiet focus-ring px-4 py-2">
                {cancelLabel}
              </Dialog.CloseTrigger>
              <button type="button" className={confirmClass[tone]} onClick={onConfirm}>
                {confirmLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
