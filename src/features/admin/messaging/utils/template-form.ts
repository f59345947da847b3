import {
  templateKeySchema,
  type CreateTemplateRequest,
  type MessageChannel,
  type MessageTemplate,
  type RenderTemplateRequest,
  type TemplateContentType,
  type TemplateLanguage,
  type UpdateTemplateRequest,
} from '../../../../shared/messaging/message-templates';

/** The template dialog's fields as typed. */
export interface TemplateFormValues {
  key: string;
  name: string;
  language: TemplateLanguage;
  channel: MessageChannel;
  contentType: TemplateContentType;
  subject: string;
  body: string;
}

type Required = 'admin.messaging.required';
/** What can be wrong with a field, as a translation key. */
export type TemplateFormErrors = Partial<{
  key: 'admin.messaging.templates.form.keyInvalid';
  name: Required;
  subject: Required;
  body: Required;
}>;

export type TemplateFormResult<Request> =
  { ok: true; request: Request } | { ok: false; errors: TemplateFormErrors };

export const emptyTemplateForm: TemplateFormValues = {
  key: '',
  name: '',
  language: 'en',
  channel: 'email',
  contentType: 'text',
  subject: '',
  body: '',
};

export function templateFormFrom(template: MessageTemplate): TemplateFormValues {
  const { key, name, language, channel, contentType, subject, body } = template;
  return { key, name, language, channel, contentType, subject, body };
}

/** Name, subject and body must hold more than spaces. */
function missingFields(values: TemplateFormValues): TemplateFormErrors {
  const errors: TemplateFormErrors = {};
  if (values.name.trim() === '') errors.name = 'admin.messaging.required';
  if (values.subject.trim() === '') errors.subject = 'admin.messaging.required';
  if (values.body.trim() === '') errors.body = 'admin.messaging.required';
  return errors;
}

/** The create request from the form, checked with the API contract's own rules. */
export function toCreateTemplateRequest(
  values: TemplateFormValues,
): TemplateFormResult<CreateTemplateRequest> {
  const errors = missingFields(values);
  if (!templateKeySchema.safeParse(values.key).success)
    errors.key = 'admin.messaging.templates.form.keyInvalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      key: values.key.trim(),
      name: values.name.trim(),
      language: values.language,
      channel: values.channel,
      contentType: values.contentType,
      subject: values.subject.trim(),
      body: values.body,
    },
  };
}

/** Only the fields that differ from the template; an empty request means 'No changes to update'. */
export function toTemplateChanges(
  template: MessageTemplate,
  values: TemplateFormValues,
): TemplateFormResult<UpdateTemplateRequest> {
  const errors = missingFields(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const changes: UpdateTemplateRequest = {};
  const name = values.name.trim();
  const subject = values.subject.trim();
  if (name !== template.name) changes.name = name;
  if (subject !== template.subject) changes.subject = subject;
  if (values.body !== template.body) changes.body = values.body;
  if (values.channel !== template.channel) changes.channel = values.channel;
  if (values.contentType !== template.contentType) changes.contentType = values.contentType;
  return { ok: true, request: changes };
}

/** What the preview and the test send render; null while the subject or body is empty. */
export function toDraft(values: TemplateFormValues): RenderTemplateRequest | null {
  if (values.subject.trim() === '' || values.body.trim() === '') return null;
  return { subject: values.subject.trim(), body: values.body, contentType: values.contentType };
}
