import { formatCadCents, type Cents } from './cents';
import type { Language } from '../schemas/language';

/** Why a code does not apply; each has its message in both languages (docs/decisions/0040-discount-codes.md). */
export type CodeRefusal =
  | { reason: 'unknown' }
  | { reason: 'not_started' }
  | { reason: 'expired' }
  | { reason: 'paused' }
  | { reason: 'exhausted' }
  | { reason: 'used_by_email' }
  | { reason: 'below_minimum'; minSubtotalCents: Cents }
  /** A collection's code, and the cart holds none of its pieces (decision 0102): the collection named in each language. */
  | { reason: 'not_in_collection'; collection: { name: string; frName?: string } };

export function codeRefusalMessage(refusal: CodeRefusal, language: Language): string {
  const fr = language === 'fr';
  switch (refusal.reason) {
    case 'unknown':
      return fr ? 'Ce code promo n’existe pas. Vérifiez-le et réessayez.' : 'This discount code does not exist. Please check it and try again.';
    case 'not_started':
      return fr ? 'Ce code promo n’est pas encore valide.' : 'This discount code is not valid yet.';
    case 'expired':
      return fr ? 'Ce code promo a expiré.' : 'This discount code has expired.';
    case 'paused':
      return fr ? 'Ce code promo n’est plus offert pour le moment.' : 'This discount code is not available at the moment.';
    case 'exhausted':
      return fr ? 'Ce code promo a atteint sa limite d’utilisation.' : 'This discount code has reached its usage limit.';
    case 'used_by_email':
      // One refusal that says nothing about whether an address has ordered (decision 0095).
      return fr ? 'Ce code promo ne peut pas s’appliquer à cette commande.' : 'This discount code can’t be applied to this order.';
    case 'below_minimum':
      return fr
        ? `Ce code promo s’applique aux commandes de ${formatCadCents(refusal.minSubtotalCents, 'fr-CA')} ou plus.`
        : `This discount code applies to orders of ${formatCadCents(refusal.minSubtotalCents, 'en-CA')} or more.`;
    case 'not_in_collection':
      return fr
        ? `Ce code promo s’applique seulement aux pièces de la collection ${refusal.collection.frName ?? refusal.collection.name}, et votre panier n’en contient aucune.`
        : `This discount code applies only to pieces from the ${refusal.collection.name} collection, and your cart has none.`;
  }
}
