import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';

interface ConsoleDialogProps {
  testId: string;
  title: string;
  /** One translated line under the title. */
  intro: string;
  onClose: () => void;
  children: ReactNode;
}

/** The modal frame of this page's forms: title, a line of intro, and the form. */
export function ConsoleDialog({ testId, title, intro, onClose, children }: ConsoleDialogProps) {
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
          <Dialog.Content
            data-testid={testId}
            className="flex max-h-full w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl"
          >
            <Dialog.Title className="font-serif text-2xl tracking-tight">{title}</Dialog.Title>
            <Dialog.Description className="text-muted">{intro}</Dialog.Description>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
