import { RETURNS, SIZES, WARRANTY } from '@crystal/shared/constants/policies';
import { SHOP } from '@crystal/shared/constants/shop';
import type { Language } from '@crystal/shared/schemas/language';
import { customSizingTime, leadTimeClaim } from '@crystal/shared/shop-facts/lead-time-claims';
import { financingText, instalmentProviders, paymentsText, shippingText, type MoneySettings } from '@crystal/shared/shop-facts/money-claims';
import { contactHoursLines } from '@crystal/shared/shop-facts/opening-hours';
import { PERSONALISED_RETURNS_RULE } from '@crystal/shared/shop-facts/personalised-returns';
import { CRYSTAL_CARE, EVERYDAY_CARE, METAL_CARE, WARRANTY_LINES, warrantySummary } from '@crystal/shared/shop-facts/policy-texts';
import {
  BRACELET_NAMES_FR,
  CRYSTAL_CARE_FR,
  EVERYDAY_CARE_FR,
  METAL_CARE_FR,
  NECKLACE_LENGTHS_FR,
  NON_RETURNABLE_FR,
  WARRANTY_LINES_FR,
  warrantySummaryFr,
} from '@crystal/shared/shop-facts/policy-texts-fr';
import { BETWEEN_SIZES_RULE, RING_SIZE_RANGE } from '@crystal/shared/shop-facts/ring-size-rules';
import { DEFAULT_MONEY_SETTINGS, type FactTopic, type ShopFact } from '@crystal/shared/shop-facts/shop-facts';
import { BRACELET_SIZES, NECKLACE_LENGTHS } from '@crystal/shared/shop-facts/size-tables';
import { catalogueTranslator } from '../../lib/i18n/catalogue-translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

/** The guide's sentences about the shop, by language (messages/en.json and fr.json). */
export const t = catalogueTranslator(en, fr);

/**
 * The policy pages' own texts in each language (shared/src/shop-facts/policy-texts*.ts, the content
 * the pages render), so the guide quotes the words and numbers the pages show. French writes the names of
 * a list in lower case mid-sentence, and inches with a decimal comma.
 */
const POLICY = {
  en: {
    warrantyLines: WARRANTY_LINES,
    warrantySummary,
    everydayCare: EVERYDAY_CARE,
    metalCare: METAL_CARE,
    crystalCare: CRYSTAL_CARE,
    notReturnable: (item: (typeof RETURNS.nonReturnable)[number]) => item.toLowerCase(),
    necklaces: NECKLACE_LENGTHS.map((n) => ({ name: n.name, inches: n.inches })),
    bracelet: (b: (typeof BRACELET_SIZES)[number]) => ({ size: b.size, name: '', inches: b.inches }),
  },
  fr: {
    warrantyLines: WARRANTY_LINES_FR,
    warrantySummary: warrantySummaryFr,
    everydayCare: EVERYDAY_CARE_FR,
    metalCare: METAL_CARE_FR,
    crystalCare: CRYSTAL_CARE_FR,
    notReturnable: (item: (typeof RETURNS.nonReturnable)[number]) => NON_RETURNABLE_FR[item].toLowerCase(),
    necklaces: NECKLACE_LENGTHS_FR.map((n) => ({ name: n.name.toLowerCase(), inches: n.inches })),
    bracelet: (b: (typeof BRACELET_SIZES)[number]) => ({
      size: b.size,
      name: BRACELET_NAMES_FR[b.size].toLowerCase(),
      inches: b.inches.replace(' in', ' po').replace('.', ',').replace('.', ','),
    }),
  },
};

/** The French pages live under /fr. */
const pagePath = (path: string, language: Language) => (language === 'fr' ? `/fr${path}` : path);

/**
 * The shop's facts by topic in one language, built from the data the static pages render (path is
 * relative to the base); shipping, financing, payments, the custom-work time and the studio's hours from
 * the shop's settings, as its pages state them.
 */
export function shopFactsIn(language: Language, m: MoneySettings): Record<FactTopic, ShopFact> {
  const p = POLICY[language];
  const fact = (topic: FactTopic, path: string, lines: string[]): ShopFact => ({
    topic,
    title: t(language, `${topic}Title`),
    path: pagePath(path, language),
    lines,
  });
  const hours = SHOP.replyWithinHours;
  return {
    shipping: fact('shipping', '/terms', [shippingText(m.shipping, language, m.customWorkDays ?? null), t(language, 'shippingAsk', { hours })]),
    returns: fact('returns', '/returns', [
      t(language, 'returnsSatisfaction', { days: RETURNS.satisfactionDays }),
      t(language, 'returnsQuality', { days: RETURNS.qualityIssueDays }),
      t(language, 'returnsCustom', { days: RETURNS.customExchangeDays }),
      PERSONALISED_RETURNS_RULE[language],
      t(language, 'returnsRefund', { days: RETURNS.refundBusinessDays }),
      t(language, 'returnsNot', { items: RETURNS.nonReturnable.map(p.notReturnable).join(', ') }),
    ]),
    warranty: fact('warranty', '/warranty', [
      ...p.warrantyLines.map((l) => t(language, 'warrantyLine', l)),
      t(language, 'warrantyShort', { summary: p.warrantySummary.replace(/^[^:]+:\s*/, '') }),
      t(language, 'warrantyRepairs', { days: WARRANTY.repairDays }),
    ]),
    sizes: fact('sizes', '/size-guide', [
      t(language, 'sizesRings', { range: RING_SIZE_RANGE[language], sizes: SIZES.ringResizeWithin }),
      BETWEEN_SIZES_RULE[language],
      t(language, 'sizesNecklaces', { lengths: p.necklaces.map((n) => t(language, 'necklaceLength', n)).join(', ') }),
      t(language, 'sizesBracelets', { sizes: BRACELET_SIZES.map((b) => t(language, 'braceletSize', p.bracelet(b))).join(', ') }),
      t(language, 'sizesCustom', { time: customSizingTime(m.customWorkDays, language) }),
    ]),
    care: fact('care', '/jewelry-care', [
      ...p.everydayCare.slice(0, 2),
      ...p.metalCare.map((c) => t(language, 'careMetal', c)),
      ...p.crystalCare.map((c) => t(language, 'careCrystal', c)),
    ]),
    financing: fact('financing', '/financing', [financingText(m.paymentMethods, language)]),
    consultations: fact('consultations', '/contact', [
      t(language, 'consultationsAsk'),
      t(language, 'consultationsOpen', { hours }),
      leadTimeClaim(m.customWorkDays, language),
    ]),
    hours: fact('hours', '/contact', [
      t(language, 'hoursStudio', { city: SHOP.city, hours: contactHoursLines(language, m.week).join('; ') }),
      t(language, 'hoursEmail', { email: SHOP.email, hours }),
    ]),
    payments: fact('payments', '/terms', [
      paymentsText(m.paymentMethods, language),
      ...(instalmentProviders(m.paymentMethods, language) ? [financingText(m.paymentMethods, language)] : []),
    ]),
  };
}

/** The facts as a new shop states them (free shipping everywhere, cards and wallets). */
export const SHOP_FACTS = shopFactsIn('en', DEFAULT_MONEY_SETTINGS);
export const SHOP_FACTS_FR = shopFactsIn('fr', DEFAULT_MONEY_SETTINGS);
