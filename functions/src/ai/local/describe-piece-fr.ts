import { decimalStringToCents, formatCadCents } from '@crystal/shared/money';
import { CRYSTALS, type Chakra } from '../knowledge/crystals';
import { CRYSTALS_FR, type CrystalFr } from '../knowledge/crystals-fr';
import type { ShopProduct } from '../provider/ai-provider';
import { crystalsNamedFr } from '../retrieval/read-question-fr';

/** The local guide's French words: the French knowledge base and the live catalogue, no invented pieces or prices. */
const CHAKRAS_FR: Record<Chakra, string> = {
  Root: 'racine',
  Sacral: 'sacré',
  'Solar Plexus': 'plexus solaire',
  Heart: 'cœur',
  Throat: 'gorge',
  'Third Eye': 'troisième œil',
  Crown: 'couronne',
};

export const FR_REFUSE =
  'Je ne peux pas changer les prix, accorder de rabais ni dévoiler comment je suis configuré : les prix sont ceux de la boutique, et une offre s’applique au paiement seulement quand la boutique elle-même en propose une. Je peux par contre vous aider à trouver une pièce qui respecte votre budget.';
export const FR_MEDICAL =
  'Je ne peux pas donner de conseils médicaux : les cristaux ne traitent aucune maladie et ne remplacent jamais les soins d’un médecin ou d’un autre professionnel de la santé. Bien des gens les apprécient comme un petit rituel apaisant, en plus de soins appropriés.';
export const FR_WELCOME =
  'Je suis le guide des cristaux de la boutique : je peux vous parler des pierres et de leurs significations traditionnelles, de nos bijoux faits à la main, et de la livraison, des retours, des tailles et de l’entretien. Demandez-moi par exemple une pierre apaisante pour le soir, ou une bague en pierre de lune.';

export const money = (price: string) => formatCadCents(decimalStringToCents(price), 'fr-CA');
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const frList = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`);

/** The stones a question names, in French or in English ("améthyste", "amethyst", "pierre de lune"). */
export function stonesAskedFr(question: string): { en: string; fr: CrystalFr }[] {
  return crystalsNamedFr(question).map((c) => ({ en: c.name, fr: CRYSTALS_FR[c.name]! }));
}

export function describeStone(en: string, fr: CrystalFr): string {
  const crystal = CRYSTALS.find((c) => c.name === en)!;
  const chakras = crystal.chakras.map((c) => CHAKRAS_FR[c]);
  return `**${capital(fr.name)}** : on l’associe traditionnellement au${chakras.length > 1 ? 'x chakras' : ' chakra'} ${frList(chakras)}; son énergie est ${fr.energy}. Entretien : ${fr.care}.`;
}

export const stockFr = (p: ShopProduct) =>
  p.madeToOrder ? ` (fabriquée sur commande, expédiée en environ ${p.madeToOrder.leadTimeDays} jours ouvrables)` : p.stockQuantity <= 5 ? ` (plus que ${p.stockQuantity} en stock)` : '';
/** A linked line for an in-stock piece, by its French name and its French page when it has them. */
export function pieceLineFr(p: ShopProduct): string {
  return `- [${p.frName ?? p.name}](${p.frUrl ?? p.url}) : ${money(p.price)}${stockFr(p)}`;
}

