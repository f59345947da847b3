import { escapeHtml } from '../escape-html';
import type { MailMessage } from '../mail-message';

export function welcomeMail(to: string, name: string, appUrl: string): MailMessage {
  return {
    template: 'welcome',
    to,
    subject: 'Welcome to Quietline',
    text: [
      `Hello ${name},`,
      '',
      'Welcome to Quietline. Your account is ready: take a breath and trace your first line.',
      '',
      appUrl,
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      '<p>Welcome to Quietline. Your account is ready: take a breath and trace your first line.</p>',
      `<p><a href="${escapeHtml(appUrl)}">Open Quietline</a></p>`,
    ].join('\n'),
  };
}
