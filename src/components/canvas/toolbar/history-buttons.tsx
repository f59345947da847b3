import { useTranslation } from 'react-i18next';
import { ToolButton } from './tool-button';
import { ToolIcon } from './toolbar-icons';

interface HistoryButtonsProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/** Undo and Redo, disabled when there is nothing to undo or redo. */
export function HistoryButtons({ canUndo, canRedo, onUndo, onRedo }: HistoryButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ToolButton label={t('canvas.undo')} disabled={!canUndo} onClick={onUndo}>
        <ToolIcon name="undo" />
      </ToolButton>
      <ToolButton label={t('canvas.redo')} disabled={!canRedo} onClick={onRedo}>
        <ToolIcon name="redo" />
      </ToolButton>
    </>
  );
}
