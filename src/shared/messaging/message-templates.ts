import { z } from 'zod';
import { IsoTimeSchema } from '../practice/iso-time';

/** How a message travels; email is the only channel so far. */
export const messageChannels = ['email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** A text template is sent as plain text; an HTML one as HTML, with its variables escaped. */
export const templateContentTypes = ['text', 'html'] as const;
export type TemplateContentType = (typeof templateContentTypes)[number];

/** The app's locales (src/shared/i18n/resources.ts): a message goes out in the member's, else in English. */
export const templateLanguages = ['en', 'ar', 'es', 'fr', 'de'] as const;
export type TemplateLanguage = (typeof templateLanguages)[number];

/** The longest body, in characters: well inside the API's 64 KB body limit, even in Arabic. */
export const TEMPLATE_BODY_MAX = 20_000;

/** The template ID rules send by: lowercase kebab-case, fixed once created. */
export const templateKeySchema = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens (kebab-case)');

const nameSchema = z.string().trim().min(1).max(120);
const subjectSchema = z.string().trim().min(1).max(300);
const bodySchema = z
  .string()
  .max(TEMPLATE_BODY_MAX)
  .refine((body) => body.trim() !== '', 'Required');

/** One template as the console shows it. */
export const messageTemplateSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  channel: z.enum(messageChannels),
  contentType: z.enum(templateContentTypes),
  language: z.enum(templateLanguages),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** `POST /api/admin/messaging/templates`: the template ID and language together are unique. */
export const createTemplateRequestSchema = z.strictObject({
  key: templateKeySchema,
  name: nameSchema,
  subject: subjectSchema,
  body: bodySchema,
  channel: z.enum(messageChannels).default('email'),
  contentType: z.enum(templateContentTypes),
  language: z.enum(templateLanguages),
});
export type CreateTemplateRequest = z.input<typeof createTemplateRequestSchema>;

/** `PATCH /api/admin/messaging/templates/{id}`: only the fields to change; ID and language are fixed. */
export const updateTemplateRequestSchema = z.strictObject({
  name: nameSchema.optional(),
  subject: subjectSchema.optional(),
  body: bodySchema.optional(),
  channel: z.enum(messageChannels).optional(),
  contentType: z.enum(templateContentTypes).optional(),
});
export type UpdateTemplateRequest = z.infer<typeof updateTemplateRequestSchema>;

export const templateListSchema = z.object({ items: z.array(messageTemplateSchema) });
export type TemplateList = z.infer<typeof templateListSchema>;

/** Values a preview or test send renders with; sample values stand in for those not given. */
const variablesSchema = z
  .record(z.string().max(64), z.union([z.string().max(2_000), z.number().finite(), z.boolean()]))
  .refine((variables) => Object.keys(variables).length <= 50, 'At most 50 variables');

/** `POST …/templates/preview` and `…/templates/test-send`: a draft, saved or not. */
export const renderTemplateRequestSchema = z.strictObject({
  subject: subjectSchema,
  body: bodySchema,
  contentType: z.enum(templateContentTypes),
  variables: variablesSchema.optional(),
});
export type RenderTemplateRequest = z.input<typeof renderTemplateRequestSchema>;

/** The rendered draft: subject, and the body as text or HTML (by the content type). */
export const renderedTemplateSchema = z.object({ subject: z.string(), body: z.string() });
export type RenderedTemplate = z.infer<typeof renderedTemplateSchema>;

/** `POST …/templates/test-send` → 202: the draft was queued to the caller's own address. */
export const testSendResponseSchema = z.object({ messageId: z.string(), to: z.string() });
export type TestSendResponse = z.infer<typeof testSendResponseSchema>;
