import { describe, expect, it } from 'vitest';
import { localeResources } from '../../../../shared/i18n/resources';
import { templateLanguages } from '../../../../shared/messaging/message-templates';
import { renderTemplate } from '../templates/render-template';
import { seededTemplates } from './seeded-templates';

const keys = [...new Set(seededTemplates.map((template) => template.key))];
const variables = {
  name: 'Mira',
  appUrl: 'https://quietline.example',
  resetLink: 'https://quietline.example/reset-password?token=abc',
};

describe('the seeded templates in every locale', () => {
  it('offer a template language for each locale the app ships', () => {
    expect([...templateLanguages].sort()).toEqual(Object.keys(localeResources).sort());
  });

  it.each(templateLanguages)(
    'seed every template in %s, naming the member and giving the link',
    async (language) => {
      for (const key of keys) {
        const template = seededTemplates.find((item) => item.key === key && item.language === language);
        expect(template, `${key} in ${language}`).toBeDefined();
        const mail = await renderTemplate(
          { ...template!, contentType: 'text' },
          { ...variables, twoFactorEnabled: false },
        );
        expect(mail.body).toContain('Mira');
        expect(mail.body).toContain(key === 'welcome' ? variables.appUrl : variables.resetLink);
        expect(mail.subject).toContain('Quietline');
      }
    },
  );

  it.each(templateLanguages)(
    'add the two-factor note to the %s reset mail only when two-factor is on',
    async (language) => {
      const template = seededTemplates.find(
        (item) => item.key === 'password-reset' && item.language === language,
      )!;
      const render = (twoFactorEnabled: boolean) =>
        renderTemplate({ ...template, contentType: 'text' }, { ...variables, twoFactorEnabled }).then(
          (mail) => mail.body,
        );
      const [off, on] = [await render(false), await render(true)];
      expect(on.length).toBeGreaterThan(off.length + 100);
      expect(on).toContain(off.slice(off.lastIndexOf('\n\n') + 2));
      expect(off).not.toContain('{%');
    },
  );
});
