import { useTranslation } from 'react-i18next';
import { TOOL_PARAM_KEYS, type ToolParams } from '../../../shared/canvas/tool-params';
import { RangeField } from './range-field';

interface ToolParamsPanelProps {
  params: ToolParams;
  onChange: (key: keyof ToolParams, value: number) => void;
  /** Back to the current pen's own defaults. */
  onReset: () => void;
}

/** One slider per pen parameter (spec §3): the angle in degrees, the others as percentages. */
export function ToolParamsPanel({ params, onChange, onReset }: ToolParamsPanelProps) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const degrees = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'degree',
    maximumFractionDigits: 0,
  });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 font-medium text-fg">{t('canvas.params.heading')}</legend>
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {TOOL_PARAM_KEYS.map((key) =>
          key === 'nibAngle' ? (
            <RangeField
              key={key}
              label={t(`canvas.params.${key}`)}
              value={params[key]}
              min={0}
              max={180}
              step={1}
              format={(value) => degrees.format(value)}
              onChange={(value) => onChange(key, value)}
            />
          ) : (
            <RangeField
              key={key}
              label={t(`canvas.params.${key}`)}
              value={params[key]}
              min={0}
              max={1}
              step={0.01}
              format={(value) => percent.format(value)}
              onChange={(value) => onChange(key, value)}
            />
          ),
        )}
      </div>
      <div>
        <button type="button" onClick={onReset} className="button-quiet focus-ring px-4 py-2 text-sm">
          {t('canvas.params.reset')}
        </button>
      </div>
    </fieldset>
  );
}
