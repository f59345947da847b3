import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID_TYPES, PRESSURE_CURVES } from '../../../shared/canvas/tools';
import { SelectField } from './select-field';
import { ToolParamsPanel } from './tool-params-panel';
import type { CanvasSettingsState } from './use-canvas-settings';

interface CanvasSettingsPanelProps {
  settings: CanvasSettingsState;
  /** Whether this browser has the Delegated Ink Trail at all. */
  inkTrailAvailable: boolean;
}

/** The toolbar's second row: the pen's nine parameters, grid, pressure curve and ink trail. */
export function CanvasSettingsPanel({ settings, inkTrailAvailable }: CanvasSettingsPanelProps) {
  const { t } = useTranslation();
  const inkTrailId = useId();
  return (
    <div className="flex flex-col gap-6">
      <ToolParamsPanel
        params={settings.pen.toolParams}
        onChange={settings.setToolParam}
        onReset={settings.resetToolParams}
      />
      <div className="flex flex-wrap items-end gap-6">
        <SelectField
          label={t('canvas.grid')}
          value={settings.grid}
          options={GRID_TYPES.map((grid) => ({ value: grid, label: t(`canvas.grids.${grid}`) }))}
          onChange={settings.setGrid}
        />
        <SelectField
          label={t('canvas.pressureCurve')}
          value={settings.pen.pressureCurve}
          options={PRESSURE_CURVES.map((curve) => ({
            value: curve,
            label: t(`canvas.pressureCurves.${curve}`),
          }))}
          onChange={settings.setPressureCurve}
        />
        <div className="flex h-10 items-center gap-2 text-sm">
          <input
            id={inkTrailId}
            type="checkbox"
            checked={settings.inkTrail}
            disabled={!inkTrailAvailable}
            onChange={(event) => settings.setInkTrail(event.target.checked)}
            className="focus-ring size-4 accent-[var(--color-accent)]"
          />
          <label htmlFor={inkTrailId} className="text-muted">
            {t('canvas.inkTrail')}
          </label>
        </div>
      </div>
    </div>
  );
}
