import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  testId: string;
  title: string;
  /** One translated line under the title. */
  description: string;
  /** Keeps the description for screen readers only, when the title says enough on screen. */
  hideDescription?: boolean;
  /** 'md' for a form of a field or two; 'xl' for an editor with a side panel (a preview). */
  width?: 'md' | 'lg' | 'xl';
  /** The close trigger, Escape or a click outside. */
  onClose: () => void;
  /** The form, usually ending in FormDialogActions. */
  children: ReactNode;
}

const contentClass = {
  md: 'flex max-h-full w-full max-w-md flex-col gap-4 overflow-y-auto rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl',
  lg: 'flex max-h-full w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl',
  xl: 'flex max-h-full w-full max-w-5xl flex-col gap-4 overflow-y-auto rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl',
} as const;

/**
 * The modal frame of a form: title, a line of description, then the form. It is open while
 * mounted; closing asks the owner to unmount it.
 */
export function FormDialog({
  testId,
  title,
  description,
  hideDescription = false,
  width = 'lg',
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-[99998] bg-black/50 backdrop-blur-sm" />
        <Dialog.Positioner className="fixed inset-0 z-[99999] flex items-center justify-center p-4">
          <Dialog.Content data-testid={testId} className={contentClass[width]}>
            <Dialog.Title className="font-serif text-2xl tracking-tight">{title}</Dialog.Title>
            <Dialog.Description className={hideDescription ? 'sr-only' : 'text-sm text-muted'}>
              {description}
            </Dialog.Description>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
