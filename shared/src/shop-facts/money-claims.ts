import { FINANCING } from '../constants/policies';
import { formatCad, formatCadCents } from '../money/cents';
import { priceShipping, shipsFreeEverywhere, shippingRulesOf, type ShippingSettings } from '../money/price-shipping';
import { PROVINCE_CODES } from '../provinces';
import { offersInstalments, paymentMethodsText, PAYMENT_METHOD_NAMES, INSTALMENT_METHODS, type PaymentMethod } from '../payment-methods';
import { leadTimeClaim } from './lead-time-claims';
import type { StudioWeek } from '../schemas/opening-hours';

/**
 * Every sentence the shop says about shipping, payment methods and instalments, built from the settings
 * (docs/decisions/0038-shipping-she-sets.md, 0039-true-payment-methods.md): pages, badges, structured data
 * and the guide all take their words from here, so none promises what the settings do not enable.
 */
/** The settings the shop's claims are made from (shipping, payments, the custom-work time and the studio's hours). */
export type MoneySettings = {
  shipping: ShippingSettings;
  paymentMethods: readonly PaymentMethod[];
  customWorkDays?: number | null;
  /** The studio's week as set in /admin (the published one until then). */
  week?: StudioWeek;
};
type Lang = 'en' | 'fr';

const money = (cents: number, lang: Lang) => formatCad(cents, lang === 'fr' ? 'fr-CA' : 'en-CA');
const moneyCents = (cents: number, lang: Lang) => formatCadCents(cents, lang === 'fr' ? 'fr-CA' : 'en-CA');

/** The threshold in cents, when one is set and shipping is not already free everywhere. */
export function freeShippingThreshold(s: ShippingSettings): number | null {
  return shipsFreeEverywhere(s) ? null : shippingRulesOf(s).freeOverCents;
}

/**
 * Whether a piece at this price, bought on its own, ships free wherever in Canada it goes: the product
 * page's "Free Shipping" badge shows only then (a $46 ring under "free over $75" has none).
 */
export function shipsFreeAlone(goodsCents: number, s: ShippingSettings): boolean {
  return PROVINCE_CODES.every((province) => priceShipping(Math.max(goodsCents, 1), province, s) === 0);
}

/**
 * The short promise (footer, trust row, product badge): "Free shipping across Canada" by default,
 * "Free shipping on orders over $75" with a threshold, else the flat rate.
 */
export function shippingHeadline(s: ShippingSettings, lang: Lang): string {
  if (shipsFreeEverywhere(s)) return lang === 'fr' ? 'Livraison gratuite partout au Canada' : 'Free shipping across Canada';
  const over = freeShippingThreshold(s);
  if (over !== null) return lang === 'fr' ? `Livraison gratuite pour les commandes de plus de ${money(over, lang)}` : `Free shipping on orders over ${money(over, lang)}`;
  const flat = shippingRulesOf(s).flatRateCents;
  return lang === 'fr' ? `Livraison partout au Canada : ${moneyCents(flat, lang)}` : `Shipping across Canada: ${moneyCents(flat, lang)}`;
}

/** The rule in full, as the terms page and the guide state it. */
export function shippingRuleText(s: ShippingSettings, lang: Lang): string {
  const fr = lang === 'fr';
  if (shipsFreeEverywhere(s)) return fr ? 'La livraison est gratuite sur toutes les commandes, partout au Canada.' : 'Shipping is free on every order, anywhere in Canada.';
  const r = shippingRulesOf(s);
  const territories =
    r.territoriesRateCents !== null && r.territoriesRateCents !== r.flatRateCents
      ? fr
        ? ` (${moneyCents(r.territoriesRateCents, lang)} vers le Yukon, les Territoires du Nord-Ouest et le Nunavut)`
        : ` (${moneyCents(r.territoriesRateCents, lang)} to Yukon, the Northwest Territories and Nunavut)`
      : '';
  const free = r.freeOverCents !== null ? (fr ? `, gratuite pour les commandes de ${money(r.freeOverCents, lang)} ou plus` : `, free on orders of ${money(r.freeOverCents, lang)} or more`) : '';
  return fr
    ? `La livraison coûte ${moneyCents(r.flatRateCents, lang)} par commande${territories}${free}. Elle est taxée avec les pièces, au taux de votre province.`
    : `Shipping is ${moneyCents(r.flatRateCents, lang)} per order${territories}${free}. It is taxed with the pieces at your province's rate.`;
}

/** The terms page's shipping paragraph (SPEC's "We ship across Canada" sentence, made true by the settings). */
export function shippingText(s: ShippingSettings, lang: Lang, customWorkDays: number | null = null): string {
  return lang === 'fr'
    ? `Nous livrons partout au Canada. ${shippingRuleText(s, lang)} Les pièces prêtes à porter quittent notre atelier en quelques jours ouvrables. ${leadTimeClaim(customWorkDays, 'fr')}`
    : `We ship across Canada. ${shippingRuleText(s, lang)} Ready-made pieces leave our studio within a few business days. ${leadTimeClaim(customWorkDays, 'en')}`;
}

/** "We accept Visa, Mastercard, Amex, Apple Pay and Google Pay; payments are processed securely by Stripe." */
export function paymentsText(methods: readonly PaymentMethod[], lang: Lang): string {
  return lang === 'fr'
    ? `Nous acceptons ${paymentMethodsText(methods, 'fr')}; les paiements sont traités de façon sécurisée par Stripe.`
    : `We accept ${paymentMethodsText(methods, 'en')}; payments are processed securely by Stripe.`;
}

/** The instalment providers she has on ("Afterpay or Klarna"), or null: then no page speaks of instalments. */
export function instalmentProviders(methods: readonly PaymentMethod[], lang: Lang): string | null {
  if (!offersInstalments(methods)) return null;
  return INSTALMENT_METHODS.filter((m) => methods.includes(m))
    .map((m) => PAYMENT_METHOD_NAMES[m])
    .join(lang === 'fr' ? ' ou ' : ' or ');
}

/** How "4 payments over 6 weeks" happens, only when it does; otherwise that the shop offers no plan. */
export function financingText(methods: readonly PaymentMethod[], lang: Lang): string {
  const providers = instalmentProviders(methods, lang);
  const fr = lang === 'fr';
  if (!providers) {
    return fr
      ? `Nous n’offrons pas de paiement en plusieurs versements pour le moment : vous payez la pièce en entier à la commande (${paymentMethodsText(methods, 'fr')}).`
      : `We do not offer payment in instalments at the moment: you pay for the piece in full when you order (${paymentMethodsText(methods, 'en')}).`;
  }
  return fr
    ? `Payez en ${FINANCING.payments} versements sur ${FINANCING.weeks} semaines avec ${providers}, à choisir dans le formulaire de paiement. ${providers} examine votre demande sur le moment et nous paie la pièce en entier; vous remboursez ${providers} selon ses conditions.`
    : `Pay in ${FINANCING.payments} payments over ${FINANCING.weeks} weeks with ${providers}: choose it in the payment form at checkout. ${providers} decides on the spot and pays us for the piece in full; you repay ${providers} on its terms.`;
}
