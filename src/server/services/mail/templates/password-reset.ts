import { escapeHtml } from '../escape-html';
import type { MailMessage } from '../mail-message';

/** Said when the account has two-factor on: a new password alone will not sign in. */
const twoFactorNote = [
  'Two-factor authentication is on for this account: after choosing a new password you will still be asked for a code from your authenticator app.',
  'If you no longer have the app, use one of the recovery codes you saved when you turned two-factor on. Each works once.',
];

/** The reset mail; the link is valid for an hour and works once. */
export function passwordResetMail(
  to: string,
  name: string,
  link: string,
  { twoFactorEnabled }: { twoFactorEnabled: boolean },
): MailMessage {
  const note = twoFactorEnabled ? twoFactorNote : [];
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
      ...note.flatMap((paragraph) => [paragraph, '']),
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      '<p>Someone asked to reset the password of your Quietline account. To choose a new one, open this link within one hour:</p>',
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
      ...note.map((paragraph) => `<p>${paragraph}</p>`),
      '<p>If it was not you, ignore this email: your password stays as it is.</p>',
    ].join('\n'),
  };
}
