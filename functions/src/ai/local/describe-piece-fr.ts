import { decimalStringToCents, formatCadCents } from '@crystal/shared/money';
import { CRYSTALS, type Chakra } from '../knowledge/crystals';
import { CRYSTALS_FR, type CrystalFr } from '../knowledge/crystals-fr';
import type { ShopProduct } from '../provider/ai-provider';
import { crystalsNamedFr } from '../retrieval/read-question-fr';
import { stockNoteOf } from './describe-piece';
import { t } from './guide-text';

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

export const FR_REFUSE = t('fr', 'refuse');
export const FR_MEDICAL = t('fr', 'medical');
export const FR_WELCOME = t('fr', 'welcome');

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

export const stockFr = (p: ShopProduct) => stockNoteOf(p, 'fr');
/** A linked line for an in-stock piece, by its French name and its French page when it has them. */
export function pieceLineFr(p: ShopProduct): string {
  return t('fr', 'pieceLine', { name: p.frName ?? p.name, url: p.frUrl ?? p.url, price: money(p.price), stones: '', note: stockFr(p) });
}

