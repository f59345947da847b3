import type { Role } from '../../../../shared/auth/roles';
import type { OutboxMessage } from '../../../../shared/messaging/outbox';

/**
 * An editor reads the delivery log to see whether mail goes out, not to whom: listing members'
 * addresses is an admin's, behind a two-factor step-up. So editors see `n•••@example.com`.
 */
export function maskRecipient(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${[...address.slice(0, at)][0] ?? ''}•••${address.slice(at)}`;
}

/** The message as a member of `role` may read it. */
export function outboxMessageFor(role: Role, message: OutboxMessage): OutboxMessage {
  return role === 'admin' ? message : { ...message, to: maskRecipient(message.to) };
}
