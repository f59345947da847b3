import { escapeHtml } from '../escape-html';
import type { MailMessage } from '../mail-message';

/** The reset mail; the link is valid for an hour and works once. */
export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return {
    template: 'password-reset',
    to,
    subject: 'Reset your Quietline password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Quietline account. To choose a new one, open this link within one hour:',
      '',
      link,
      '',
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      '<p>Someone asked to reset the password of your Quietline account. To choose a new one, open this link within one hour:</p>',
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
      '<p>If it was not you, ignore this email: your password stays as it is.</p>',
    ].join('\n'),
  };
}
