import { useTranslation } from 'react-i18next';
import { ToolButton } from './tool-button';
import { ToolIcon } from './toolbar-icons';

interface ZoomControlsProps {
  /** The view's scale (1 = the whole document fits). */
  scale: number;
  disabled: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

/** Zoom out, the zoom level (pressing it resets the view), zoom in. */
export function ZoomControls({ scale, disabled, onZoomIn, onZoomOut, onReset }: ZoomControlsProps) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
    scale,
  );
  return (
    <div className="flex items-center gap-1">
      <ToolButton label={t('canvas.zoomOut')} disabled={disabled} onClick={onZoomOut}>
        <ToolIcon name="zoomOut" />
      </ToolButton>
      <button
        type="button"
        // Named by its visible level, so speech users can say what they see; what it does is the
        // description (and the tooltip).
        title={t('canvas.resetZoom')}
        disabled={disabled}
        onClick={onReset}
        className="focus-ring h-9 min-w-14 rounded-full px-2 text-sm font-medium text-muted tabular-nums transition-colors hover:text-fg disabled:opacity-40"
      >
        <span data-testid="zoom-level">{percent}</span>
      </button>
      <ToolButton label={t('canvas.zoomIn')} disabled={disabled} onClick={onZoomIn}>
        <ToolIcon name="zoomIn" />
      </ToolButton>
    </div>
  );
}
