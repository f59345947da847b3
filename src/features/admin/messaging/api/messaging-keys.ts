import type { RenderTemplateRequest } from '../../../../shared/messaging/message-templates';
import type { OutboxStatus } from '../../../../shared/messaging/outbox';

/** The query keys of /manage/messaging (a key factory): templates, rules, outbox and previews. */
export const messagingKeys = {
  all: ['admin', 'messaging'] as const,
  templates: () => [...messagingKeys.all, 'templates'] as const,
  rules: () => [...messagingKeys.all, 'rules'] as const,
  outbox: () => [...messagingKeys.all, 'outbox'] as const,
  /** One status, or every message (undefined). */
  outboxOf: (status: OutboxStatus | undefined) => [...messagingKeys.outbox(), status ?? 'all'] as const,
  preview: (draft: RenderTemplateRequest | null) => [...messagingKeys.all, 'preview', draft] as const,
};
