import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MAIL_MESSAGES, newsletterMail } from './newsletter-mail-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('newsletter mail messages', () => {
  it('has every English text in French too, with the same placeholders', () => {
    expect(Object.keys(NEWSLETTER_MAIL_MESSAGES.fr).sort()).toEqual(Object.keys(NEWSLETTER_MAIL_MESSAGES.en).sort());
    for (const [key, en] of Object.entries(NEWSLETTER_MAIL_MESSAGES.en)) {
      const fr = NEWSLETTER_MAIL_MESSAGES.fr[key as keyof typeof NEWSLETTER_MAIL_MESSAGES.fr];
      expect(fr.trim(), key).not.toBe('');
      expect(placeholders(fr), key).toEqual(placeholders(en));
    }
  });

  it('names the shop in the welcome’s subject', () => {
    expect(newsletterMail('fr', 'welcomeSubject', { shop: 'Cristaux Sacrés' })).toBe('Bienvenue à l’infolettre de Cristaux Sacrés');
  });
});
