import { useTranslation } from 'react-i18next';
import type { SourceChoice as Choice } from '../utils/content-form';

interface SourceChoiceProps {
  value: Choice;
  onChange: (value: Choice) => void;
}

const choices: readonly Choice[] = ['file', 'url'];

/** Upload a file or give a URL: two radio buttons in a labelled group. */
export function SourceChoice({ value, onChange }: SourceChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-fg">{t('admin.tracingOptions.form.source')}</legend>
      <div className="flex flex-wrap gap-4">
        {choices.map((choice) => (
          <label key={choice} className="inline-flex items-center gap-2 text-sm text-fg">
            <input
              type="radio"
              name="source"
              className="focus-ring size-4 accent-[var(--color-accent)]"
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {t(
              choice === 'file'
                ? 'admin.tracingOptions.form.sourceFile'
                : 'admin.tracingOptions.form.sourceUrl',
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
