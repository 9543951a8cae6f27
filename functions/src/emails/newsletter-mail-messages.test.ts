import { describe, expect, it } from 'vitest';
import { newsletterMail } from './newsletter-mail-messages';

describe('newsletter mail messages', () => {
  it('names the shop in the welcome’s subject', () => {
    expect(newsletterMail('fr', 'welcomeSubject', { shop: 'Cristaux Sacrés' })).toBe('Bienvenue à l’infolettre de Cristaux Sacrés');
  });

  it('counts the confirmation link’s days in each language', () => {
    expect(newsletterMail('en', 'confirmExpiry', { days: 7 })).toBe('The link works for 7 days.');
    expect(newsletterMail('fr', 'confirmExpiry', { days: 7 })).toBe('Le lien est valide pendant 7 jours.');
    expect(newsletterMail('en', 'confirmExpiry', { days: 1 })).toBe('The link works for 1 day.');
  });
});
