import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { KeyboardEvent, ReactNode } from 'react';
import { noticeMotion } from './notice-motion';

interface ModalFrameProps {
  titleId: string;
  exiting: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  children: ReactNode;
}

/**
 * The modal variant: an Ark UI dialog that traps focus and holds the page still until a choice.
 * The notice, not Ark, decides when it closes (Escape runs the notice's own exit).
 */
export function ModalFrame({ titleId, exiting, onKeyDown, children }: ModalFrameProps) {
  return (
    <Dialog.Root open modal trapFocus preventScroll closeOnEscape={false} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop
          data-exiting={exiting || undefined}
          className={`fixed inset-0 z-[99998] bg-black/50 backdrop-blur-sm ${noticeMotion}`}
        />
        <Dialog.Positioner className="fixed inset-0 z-[99999] flex items-end justify-center p-3 sm:items-center sm:p-4">
          <Dialog.Content
            aria-labelledby={titleId}
            data-consent-notice="modal"
            data-exiting={exiting || undefined}
            onKeyDown={onKeyDown}
            className={`w-full max-w-lg rounded-2xl border border-line bg-surface p-4 text-fg shadow-2xl sm:p-6 ${noticeMotion}`}
          >
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
