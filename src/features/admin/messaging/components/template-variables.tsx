import { useTranslation } from 'react-i18next';
import { appEventFields, recipientFields, templateGlobals } from '../../../../shared/messaging/app-events';

/** Every variable a template may print: the app's, the member's, then each event's own. */
const variables = [
  ...new Set<string>([...templateGlobals, ...recipientFields, ...Object.values(appEventFields).flat()]),
];

/** The variables, as placeholders to copy, under the body. */
export function TemplateVariables() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-fg">{t('admin.messaging.templates.form.variables')}</p>
      <ul className="flex flex-wrap gap-1.5" dir="ltr">
        {variables.map((name) => (
          <li key={name}>
            <code className="rounded-md border border-line bg-surface px-1.5 py-0.5 text-xs text-muted">{`{{ ${name} }}`}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
