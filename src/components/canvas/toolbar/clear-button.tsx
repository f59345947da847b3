import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../confirm-dialog/confirm-dialog';
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
      <ConfirmDialog
        open={open}
        title={t('canvas.clearTitle')}
        description={t('canvas.clearBody')}
        confirmLabel={t('canvas.clearConfirm')}
        cancelLabel={t('canvas.cancel')}
        onConfirm={() => {
          onClear();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
