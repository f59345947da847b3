import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './tool-button';
import { ToolIcon } from './toolbar-icons';

interface ClearButtonProps {
  disabled: boolean;
  onClear: () => void;
}

/** Clear, after a confirmation that says Undo brings the strokes back. */
export function ClearButton({ disabled, onClear }: ClearButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolButton label={t('canvas.clear')} disabled={disabled} onClick={() => setOpen(true)}>
        <ToolIcon name="clear" />
      </ToolButton>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        role="alertdialog"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop className="fixed inset-0 z-[99998] bg-black/50 backdrop-blur-sm" />
          <Dialog.Positioner className="fixed inset-0 z-[99999] flex items-center justify-center p-4">
            <Dialog.Content className="w-full max-w-sm rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl">
              <Dialog.Title className="font-serif text-xl">{t('canvas.clearTitle')}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
                {t('canvas.clearBody')}
              </Dialog.Description>
              <div className="mt-6 flex justify-end gap-3">
                <Dialog.CloseTrigger className="button-quiet focus-ring px-4 py-2">
                  {t('canvas.cancel')}
                </Dialog.CloseTrigger>
                <button
                  type="button"
                  className="focus-ring inline-flex items-center rounded-full bg-red-500 px-4 py-2 font-medium text-white transition-colors hover:bg-red-600"
                  onClick={() => {
                    onClear();
                    setOpen(false);
                  }}
                >
                  {t('canvas.clearConfirm')}
                </button>
              </div>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
