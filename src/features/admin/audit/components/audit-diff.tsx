import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../shared/admin/audit-log';
import { changedFields } from '../utils/changed-fields';

/** A stored value as text: strings as they are, anything else as JSON; a missing one as a dash. */
function display(value: unknown, missing: string): string {
  if (value === undefined) return missing;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The changed fields of one entry, before and after side by side. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const fields = changedFields(entry.before, entry.after);
  const missing = t('adminConsole.audit.noValue');
  return (
    <div className="flex flex-col gap-2" data-testid="audit-diff">
      {fields.length === 0 ? (
        <p className="text-sm text-muted">{t('adminConsole.audit.noChangedFields')}</p>
      ) : (
        <table className="w-full border-collapse text-start text-sm">
          <caption className="sr-only">
            {t('adminConsole.audit.changesOf', { action: entry.action, target: entry.targetId })}
          </caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="px-2 py-1 text-start font-medium">
                {t('adminConsole.audit.field')}
              </th>
              <th scope="col" className="px-2 py-1 text-start font-medium">
                {t('adminConsole.audit.before')}
              </th>
              <th scope="col" className="px-2 py-1 text-start font-medium">
                {t('adminConsole.audit.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.key} className="border-t border-line align-top">
                <th scope="row" className="px-2 py-1 text-start font-mono font-normal">
                  {field.key}
                </th>
                <td className="px-2 py-1 font-mono break-all text-red-700 dark:text-red-300">
                  {display(field.before, missing)}
                </td>
                <td className="px-2 py-1 font-mono break-all text-emerald-700 dark:text-emerald-300">
                  {display(field.after, missing)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {entry.requestId && (
        <p className="text-xs text-muted">{t('adminConsole.audit.requestId', { id: entry.requestId })}</p>
      )}
    </div>
  );
}
