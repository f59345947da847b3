import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { RenderTemplateRequest } from '../../../../shared/messaging/message-templates';
import { useDebouncedValue } from '../../users/hooks/use-debounced-value';
import { useTemplatePreview } from '../api/preview-template';
import { SandboxedHtmlFrame } from './sandboxed-html-frame';

/** Long enough to let a word be typed, short enough to feel live. */
const PREVIEW_DEBOUNCE_MS = 300;

/**
 * The draft rendered by the server with sample values, as it is typed: the subject, then the
 * body as text, or as HTML in a sandboxed frame (no scripts, no access to this page). A draft
 * the engine refuses shows the engine's message.
 */
export function TemplatePreview({ draft }: { draft: RenderTemplateRequest | null }) {
  const { t } = useTranslation();
  const preview = useTemplatePreview(useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS));
  const rendered = preview.data;
  return (
    <section
      aria-labelledby="template-preview-title"
      aria-busy={preview.isFetching}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-canvas p-4"
      data-testid="template-preview"
    >
      <h3 id="template-preview-title" className="text-sm font-medium text-fg">
        {t('admin.messaging.templates.preview.title')}
      </h3>
      {preview.isError ? (
        <p
          role="alert"
          className="text-sm text-red-700 dark:text-red-300"
          data-testid="template-preview-error"
        >
          {serverMessageOr(preview.error, t('admin.messaging.templates.preview.failed'))}
        </p>
      ) : !rendered ? (
        draft && <p className="text-sm text-muted">{t('admin.messaging.templates.preview.rendering')}</p>
      ) : (
        <>
          <p className="text-sm">
            <span className="text-muted">{t('admin.messaging.templates.preview.subject')}: </span>
            <span dir="auto" data-testid="template-preview-subject">
              {rendered.subject}
            </span>
          </p>
          {draft?.contentType === 'html' ? (
            <SandboxedHtmlFrame
              title={t('admin.messaging.templates.preview.htmlFrame')}
              html={rendered.body}
              className="h-72 w-full rounded-xl border border-line bg-white"
            />
          ) : (
            <pre
              dir="auto"
              className="max-h-72 overflow-auto font-sans text-sm whitespace-pre-wrap"
              data-testid="template-preview-body"
            >
              {rendered.body}
            </pre>
          )}
        </>
      )}
    </section>
  );
}
