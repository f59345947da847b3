import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ERASER_SIZE_MAX,
  ERASER_SIZE_MIN,
  STROKE_SIZE_MAX,
  STROKE_SIZE_MIN,
} from '../../../shared/canvas/constants';
import type { EngineSnapshot } from '../../../shared/canvas/engine-api';
import { ZOOM_STEP, type CanvasController } from '../canvas-controller';
import { inkTrailSupported } from '../ink-trail';
import { ClearButton } from './clear-button';
import { HistoryButtons } from './history-buttons';
import { PenPicker } from './pen-picker';
import { RangeField } from './range-field';
import { CanvasSettingsPanel } from './canvas-settings-panel';
import { ToolButton } from './tool-button';
import { ToolIcon } from './toolbar-icons';
import type { CanvasSettingsState } from './use-canvas-settings';
import { useHistoryShortcuts } from './use-history-shortcuts';
import { useViewScale } from './use-view-scale';
import { ZoomControls } from './zoom-controls';

interface CanvasToolbarProps {
  settings: CanvasSettingsState;
  controller: CanvasController | null;
  /** The engine's latest state (history availability). */
  snapshot: EngineSnapshot | null;
  /** Page actions placed at the end of the bar (export, import). */
  children?: ReactNode;
}

function Divider() {
  return <span aria-hidden="true" className="hidden h-6 w-px bg-line md:block" />;
}

/**
 * The controls every canvas page uses: pens, eraser, pan, colour, size, history, clear, zoom,
 * and a panel with the pen parameters, grid, pressure curve and experimental ink trail.
 */
export function CanvasToolbar({ settings, controller, snapshot, children }: CanvasToolbarProps) {
  const { t } = useTranslation();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const { pen, panTool } = settings;
  const ready = controller !== null;
  const undo = useCallback(() => void controller?.undo(), [controller]);
  const redo = useCallback(() => void controller?.redo(), [controller]);
  useHistoryShortcuts(ready, undo, redo);
  const scale = useViewScale(controller);

  return (
    <div className="flex flex-col gap-3">
      <div
        role="toolbar"
        aria-label={t('canvas.toolbar')}
        className="flex flex-wrap items-center gap-x-2 gap-y-2 rounded-3xl border border-line/70 bg-surface/60 p-2"
      >
        <PenPicker selected={pen.eraser || panTool ? null : pen.tool} onSelect={settings.selectTool} />
        <Divider />
        <div className="flex items-center gap-1">
          <ToolButton
            label={t('canvas.eraser')}
            pressed={pen.eraser}
            onClick={() => settings.setEraser(!pen.eraser)}
          >
            <ToolIcon name="eraser" />
          </ToolButton>
          <ToolButton label={t('canvas.pan')} pressed={panTool} onClick={() => settings.setPanTool(!panTool)}>
            <ToolIcon name="pan" />
          </ToolButton>
          <label
            title={t('canvas.color')}
            className="relative inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full border border-line focus-within:outline-2 focus-within:outline-focus"
          >
            <span className="sr-only">{t('canvas.color')}</span>
            <span aria-hidden="true" className="size-5 rounded-full" style={{ backgroundColor: pen.color }} />
            <input
              type="color"
              value={pen.color.toLowerCase()}
              onChange={(event) => settings.setColor(event.target.value.toUpperCase())}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
          </label>
        </div>
        {/* On a phone the slider takes the rest of the row beside the eraser, pan and colour. */}
        <div className="w-32 px-1 max-sm:grow">
          {pen.eraser ? (
            <RangeField
              label={t('canvas.eraserSize')}
              value={pen.eraserSize}
              min={ERASER_SIZE_MIN}
              max={ERASER_SIZE_MAX}
              step={1}
              onChange={settings.setEraserSize}
            />
          ) : (
            <RangeField
              label={t('canvas.size')}
              value={pen.size}
              min={STROKE_SIZE_MIN}
              max={STROKE_SIZE_MAX}
              step={1}
              onChange={settings.setSize}
            />
          )}
        </div>
        <Divider />
        <div className="flex items-center gap-1">
          <HistoryButtons
            canUndo={snapshot?.canUndo ?? false}
            canRedo={snapshot?.canRedo ?? false}
            onUndo={undo}
            onRedo={redo}
          />
          <ClearButton
            disabled={!ready || (snapshot?.strokeCount ?? 0) === 0}
            onClear={() => void controller?.clear()}
          />
        </div>
        <Divider />
        <ZoomControls
          scale={scale}
          disabled={!ready}
          onZoomIn={() => controller?.zoomBy(ZOOM_STEP)}
          onZoomOut={() => controller?.zoomBy(1 / ZOOM_STEP)}
          onReset={() => controller?.resetView()}
        />
        <Divider />
        <ToolButton
          label={t('canvas.settings')}
          expanded={panelOpen}
          controls={panelOpen ? panelId : undefined}
          onClick={() => setPanelOpen(!panelOpen)}
        >
          <ToolIcon name="settings" />
        </ToolButton>
        {children && <div className="ms-auto flex flex-wrap items-center gap-2">{children}</div>}
      </div>
      {panelOpen && (
        <div id={panelId} className="rounded-3xl border border-line/70 bg-surface/60 p-5">
          <CanvasSettingsPanel settings={settings} inkTrailAvailable={inkTrailSupported()} />
        </div>
      )}
    </div>
  );
}
