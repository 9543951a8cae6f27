import type { ReactNode } from 'react';
import { formatCadCents } from '@crystal/shared/money';
import type { Language } from '@crystal/shared/schemas/language';
import { mailLang } from '../../emails';
import type { MessageValues } from '../../lib/i18n/catalogue-translator';
import { orderMail, orderMailParts, type OrderMailKey } from './order-mail-messages';

/** Money as each language writes it: "$68.00" in English, "68,00 $" in French (Intl fr-CA). */
export function mailMoney(cents: number, language: Language): string {
  return formatCadCents(cents, mailLang(language));
}

const TAX_KEYS = { GST: 'taxGST', HST: 'taxHST', PST: 'taxPST', RST: 'taxRST', QST: 'taxQST' } as const;

/** A tax line's label: English keeps the tax table's ('QST (9.975%)'); French names the tax as Quebec does, rate written '(9,975 %)'. */
export function mailTaxLabel(line: { name: string; label: string; rate: number }, language: Language): string {
  const key = TAX_KEYS[line.name as keyof typeof TAX_KEYS];
  if (language === 'en' || !key) return line.label;
  const rate = new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 3 }).format(line.rate);
  return orderMail(language, 'taxLine', { name: orderMail(language, key), rate });
}

/** A message with some placeholders in bold (`strong`), the others (`vars`, counts too) filled in as the catalogue writes them. */
export function Message({ language, id, strong = {}, vars = {} }: { language: Language; id: OrderMailKey; strong?: Record<string, ReactNode>; vars?: MessageValues }) {
  return (
    <>
      {orderMailParts(language, id, Object.keys(strong), vars).map((part, i) => (part.name === undefined ? part.text : <strong key={i}>{strong[part.name]}</strong>))}
    </>
  );
}
