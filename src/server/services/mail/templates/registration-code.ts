import type { MailMessage } from '../mail-message';

/**
 * The sign-up code. It greets nobody by name: the name was typed by whoever filled in the form,
 * which need not be the owner of this address, and must not reach their inbox as our words.
 */
export function registrationCodeMail(to: string, code: string, minutes: number): MailMessage {
  const lines = [
    'Hello,',
    '',
    `Your code to finish creating your Quietline account is ${code}. It works for ${minutes} minutes.`,
    '',
    'If you did not try to create an account, ignore this email: no account is made without the code.',
  ];
  return {
    template: 'registration-code',
    to,
    subject: 'Your Quietline sign-up code',
    text: lines.join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>Your code to finish creating your Quietline account is <strong>${code}</strong>. It works for ${minutes} minutes.</p>`,
      '<p>If you did not try to create an account, ignore this email: no account is made without the code.</p>',
    ].join('\n'),
  };
}
