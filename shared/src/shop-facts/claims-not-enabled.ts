import { INSTALMENT_METHODS, type PaymentMethod } from '../payment-methods';
import type { ShippingSettings } from '../money/price-shipping';
import { freeShippingThreshold } from './money-claims';

/**
 * The claims scan's rule (docs/decisions/0055-claims-scan.md): what no text the shop sends (a mail, a guide
 * answer) may say unless the settings enable it. PayPal, a "lifetime warranty" (crystal authenticity is for
 * life; the warranty is not), cash, Interac or a local service area never; instalments only with Afterpay/
 * Clearpay or Klarna on; a free-shipping threshold only when one is set. The e2e scan of the pages
 * (web/e2e/true-claims.spec.ts) applies the same patterns.
 */
const NEVER: [string, RegExp][] = [
  ['PayPal', /paypal/i],
  ['a lifetime warranty', /lifetime warranty|(?<!cristaux )garantie à vie/i],
  ['cash or Interac', /\bcash\b|interac|comptant/i],
  ['a local service area', /GeoCircle|geoRadius|serviceArea|50 ?km/i],
];
const INSTALMENTS: [string, RegExp] = [
  'instalments',
  /interest-free|sans intérêt|\b(4|four|quatre) (interest-free )?(payments|versements|paiements)|afterpay|clearpay|klarna|pay over time|payez à votre rythme/i,
];
const THRESHOLD: [string, RegExp] = [
  'a free-shipping threshold',
  /free (shipping )?(on orders )?over|orders over \$|orders of \$\d+ or more|commandes de plus de|commandes de \d+[\s\u00a0]?\$ ou plus|more for free shipping|pour la livraison gratuite/i,
];

/** Each claim in the text that the settings do not enable, with the words around it; none when all are true. */
export function claimsNotEnabled(text: string, settings: { shipping: ShippingSettings; paymentMethods: readonly PaymentMethod[] }): string[] {
  const rules = [...NEVER];
  if (!settings.paymentMethods.some((m) => INSTALMENT_METHODS.includes(m))) rules.push(INSTALMENTS);
  if (freeShippingThreshold(settings.shipping) === null) rules.push(THRESHOLD);
  return rules.flatMap(([what, re]) => {
    const found = re.exec(text);
    return found ? [`${what}: "${text.slice(Math.max(0, found.index - 60), found.index + 60).replace(/\s+/g, ' ')}"`] : [];
  });
}
