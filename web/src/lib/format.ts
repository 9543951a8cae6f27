import {
  formatCad as formatCadIn,
  formatCadCents as formatCadCentsIn,
  formatRawPrice as formatRawPriceIn,
  type Cents,
} from '@crystal/shared/money';
import { currentLocaleTag } from '@/i18n/i18n';

export { decimalStringToCents } from '@crystal/shared/money';

/** Prices in the page's language: "$68" / "68 $" on cards, "$68.00" / "68,00 $" in summaries. */
export const formatCad = (cents: Cents) => formatCadIn(cents, currentLocaleTag());
export const formatCadCents = (cents: Cents) => formatCadCentsIn(cents, currentLocaleTag());
/** The home grid's raw '$price' in English; French writes the amount as Quebec does ("68,00 $"). */
export const formatRawPrice = (price: string) => formatRawPriceIn(price, currentLocaleTag());
