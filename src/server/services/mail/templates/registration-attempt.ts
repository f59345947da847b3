import { escapeHtml } from '../escape-html';
import type { MailMessage } from '../mail-message';

/**
 * Sent instead of a sign-up code when the address already has an account: the sign-up form
 * answers the same either way (no account enumeration), and the owner learns what happened and
 * how to get back in.
 */
export function registrationAttemptMail(to: string, name: string, appUrl: string): MailMessage {
  const signIn = `${appUrl}/login`;
  const reset = `${appUrl}/forgot-password`;
  const intro =
    'Someone tried to create a new Quietline account with this email address, which already has an account.';
  const ignore = 'If it was not you, ignore this email: nothing has changed and no account was created.';
  return {
    template: 'registration-attempt',
    to,
    subject: 'Someone tried to sign up with your email',
    text: [
      `Hello ${name},`,
      '',
      intro,
      '',
      `If it was you, sign in instead: ${signIn}`,
      `Forgot your password? Choose a new one: ${reset}`,
      '',
      ignore,
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>${intro}</p>`,
      `<p>If it was you, <a href="${escapeHtml(signIn)}">sign in</a> instead. Forgot your password? <a href="${escapeHtml(reset)}">Choose a new one</a>.</p>`,
      `<p>${ignore}</p>`,
    ].join('\n'),
  };
}
