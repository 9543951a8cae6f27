import { describe, expect, it } from 'vitest';
import { catalogueTranslator, type Catalogue, type MessageValues } from '../lib/i18n/catalogue-translator';
import { personalisedReturnsRule } from '@crystal/shared/shop-facts/personalised-returns';
import { ORDER_MAIL_MESSAGES } from '../orders/mail/order-mail-messages';
import { CHECKOUT_REMINDER_MESSAGES } from '../orders/mail/checkout-reminder';
import ordersEn from '../orders/mail/messages/en.json';
import ordersFr from '../orders/mail/messages/fr.json';

/** Temporary: the ICU catalogues render exactly what the old modules rendered, every key, both languages. */
const NUMBERS = new Set(['days', 'quantity', 'id', 'pct', 'order', 'count']);
const sample = (name: string): string | number => (NUMBERS.has(name) ? 42 : `‹${name} l’été›`);
const oldFill = (s: string, v: MessageValues) => s.replace(/\{(\w+)\}/g, (w, n: string) => (n in v ? String(v[n]) : w));
const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]!))];
const valuesOf = (s: string): MessageValues => Object.fromEntries(names(s).map((n) => [n, sample(n)]));

function sameAsOld(label: string, en: Catalogue, fr: Catalogue, old: { en: Record<string, string>; fr: Record<string, string> }, key = (k: string) => k) {
  const t = catalogueTranslator(en, fr);
  for (const lang of ['en', 'fr'] as const) {
    for (const [k, source] of Object.entries(old[lang])) {
      const v = valuesOf(source);
      expect(t(lang, key(k), v), `${label} ${lang} ${k}`).toBe(oldFill(source, v));
    }
  }
}
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

describe('the ICU catalogues say what the old modules said', () => {
  it('order mails and the checkout reminder', () => {
    const { personalisedExchangeOnly: _e, ...en } = ORDER_MAIL_MESSAGES.en;
    const { personalisedExchangeOnly: _f, ...fr } = ORDER_MAIL_MESSAGES.fr;
    sameAsOld('orders', ordersEn, ordersFr, { en, fr });
    sameAsOld('reminder', ordersEn, ordersFr, CHECKOUT_REMINDER_MESSAGES, (k) => `reminder${cap(k)}`);
    const t = catalogueTranslator(ordersEn, ordersFr);
    for (const lang of ['en', 'fr'] as const) expect(t(lang, 'personalisedExchangeOnly', { rule: personalisedReturnsRule(lang) })).toBe(ORDER_MAIL_MESSAGES[lang].personalisedExchangeOnly);
    expect(t('en', 'madeToOrder', { date: 'Monday', days: 10 })).toBe('made to order: estimated to ship by Monday (10 business days)');
    expect(t('fr', 'madeToOrder', { date: 'lundi', days: 10 })).toBe('fait sur commande : expédition prévue au plus tard le lundi (10 jours ouvrables)');
  });
});
