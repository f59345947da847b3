import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/select-field';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { TextField } from '../../../../components/form/text-field';
import {
  messageChannels,
  templateContentTypes,
  templateLanguages,
  type MessageTemplate,
} from '../../../../shared/messaging/message-templates';
import {
  emptyTemplateForm,
  templateFormFrom,
  toDraft,
  type TemplateFormErrors,
  type TemplateFormValues,
} from '../utils/template-form';
import type { FormNotice } from '../hooks/use-editor-save';
import { EditorFormDialog } from './editor-form-dialog';
import { TemplatePreview } from './template-preview';
import { TemplateVariables } from './template-variables';
import { TestSendButton } from './test-send-button';

interface TemplateFormDialogProps {
  /** The template being edited; null creates one. */
  template: MessageTemplate | null;
  pending: boolean;
  notice: FormNotice | null;
  errors: TemplateFormErrors;
  onSubmit: (values: TemplateFormValues) => void;
  onClose: () => void;
}

/**
 * Create or edit one template: ID and language (fixed once created), name, channel, content
 * type, subject and body, beside a live preview of the rendered subject and body and a test send.
 */
export function TemplateFormDialog({
  template,
  pending,
  notice,
  errors,
  onSubmit,
  onClose,
}: TemplateFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TemplateFormValues>(() =>
    template ? templateFormFrom(template) : emptyTemplateForm,
  );
  const editing = template !== null;
  const set = <Field extends keyof TemplateFormValues>(name: Field, value: TemplateFormValues[Field]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const error = (field: keyof TemplateFormErrors) => (errors[field] ? t(errors[field]) : null);
  const draft = toDraft(values);

  return (
    <EditorFormDialog
      kind="templates"
      testId="template-form-dialog"
      editing={editing}
      description={
        editing
          ? t('admin.messaging.templates.form.editIntro', {
              key: template.key,
              language: t(`admin.messaging.languages.${template.language}`),
            })
          : t('admin.messaging.templates.form.createIntro')
      }
      pending={pending}
      notice={notice}
      onSubmit={() => onSubmit(values)}
      onClose={onClose}
      aside={
        <>
          <TemplatePreview draft={draft} />
          <TestSendButton draft={draft} />
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.messaging.templates.form.key')}
          name="key"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          value={values.key}
          readOnly={editing}
          hint={editing ? undefined : t('admin.messaging.templates.form.keyHint')}
          error={error('key')}
          onChange={(event) => set('key', event.target.value)}
        />
        <TextField
          label={t('admin.messaging.templates.form.name')}
          name="name"
          autoComplete="off"
          value={values.name}
          error={error('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <SelectField
          label={t('admin.messaging.templates.form.language')}
          value={values.language}
          disabled={editing}
          options={templateLanguages.map((language) => ({
            value: language,
            label: t(`admin.messaging.languages.${language}`),
          }))}
          onChange={(language) => set('language', language)}
        />
        <SelectField
          label={t('admin.messaging.templates.form.contentType')}
          value={values.contentType}
          options={templateContentTypes.map((type) => ({
            value: type,
            label: t(`admin.messaging.contentTypes.${type}`),
          }))}
          onChange={(contentType) => set('contentType', contentType)}
        />
        <SelectField
          label={t('admin.messaging.templates.form.channel')}
          value={values.channel}
          options={messageChannels.map((channel) => ({
            value: channel,
            label: t(`admin.messaging.channels.${channel}`),
          }))}
          onChange={(channel) => set('channel', channel)}
        />
      </div>
      <TextField
        label={t('admin.messaging.templates.form.subject')}
        name="subject"
        autoComplete="off"
        dir="auto"
        value={values.subject}
        error={error('subject')}
        onChange={(event) => set('subject', event.target.value)}
      />
      <TextAreaField
        label={t('admin.messaging.templates.form.body')}
        name="body"
        dir="auto"
        rows={10}
        spellCheck={false}
        value={values.body}
        hint={t('admin.messaging.templates.form.bodyHint')}
        error={error('body')}
        onChange={(event) => set('body', event.target.value)}
      />
      <TemplateVariables />
    </EditorFormDialog>
  );
}
