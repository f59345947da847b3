import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { RenderTemplateRequest } from '../../../../shared/messaging/message-templates';
import { useSendTestTemplate } from '../api/send-test-template';

/** Sends the draft, rendered with sample values, to the signed-in staff member's own address. */
export function TestSendButton({ draft }: { draft: RenderTemplateRequest | null }) {
  const { t } = useTranslation();
  const send = useSendTestTemplate();
  return (
    <div className="flex flex-col items-start gap-3">
      <button
        type="button"
        className="button-quiet"
        disabled={draft === null || send.isPending}
        onClick={() => draft && send.mutate(draft)}
      >
        {send.isPending
          ? t('admin.messaging.templates.form.testSending')
          : t('admin.messaging.templates.form.testSend')}
      </button>
      {send.isSuccess && (
        <FormMessage tone="success">
          {t('admin.messaging.templates.form.testSent', { to: send.data.to })}
        </FormMessage>
      )}
      {send.isError && (
        <FormMessage tone="error">
          {serverMessageOr(send.error, t('admin.messaging.templates.form.testFailed'))}
        </FormMessage>
      )}
    </div>
  );
}
