import { useTranslation } from 'react-i18next';

/** Shown on the active canvas while a drag pans it (space held or the pan tool). */
export function CanvasHintBadge() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      data-testid="canvas-pan-hint"
      className="pointer-events-none absolute start-3 top-3 rounded-full border border-accent/50 bg-surface/90 px-3 py-1 text-xs font-medium text-fg shadow-sm backdrop-blur-sm"
    >
      {t('canvas.panHint')}
    </p>
  );
}
