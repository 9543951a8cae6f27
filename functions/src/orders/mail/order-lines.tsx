import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { mailMoney, mailTaxLabel } from './mail-format';
import { orderMail } from './order-mail-messages';
import type { OrderLineRecord, OrderWithItems } from '../order-item';
import { formatChoice } from '@crystal/shared/product-choices';
import { giftCardMail } from '../../gift-cards';
import { shipsNothing } from '@crystal/shared/order-ships';

/**
 * A line's choices and made-to-order ship date as its mail shows them, in the order's language
 * ("Size 7, Engraving: Luna; made to order: ships by Monday, December 7, 2026 (10 business days)").
 */
/** A made-to-order ship date (YYYY-MM-DD) as the mails write it: "Friday, December 11, 2026" / "vendredi 11 décembre 2026". */
export const shipByDate = (shipBy: string, lang: 'en' | 'fr'): string =>
  new Date(`${shipBy}T12:00:00Z`).toLocaleDateString(lang === 'fr' ? 'fr-CA' : 'en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function lineDetails(line: OrderLineRecord, lang: 'en' | 'fr'): string {
  // A gift card (issue 49): whom it goes to and the day it arrives, never its code.
  if (line.giftCard) return giftCardMail(lang, 'confirmationLine', { recipient: line.giftCard.recipientName, email: line.giftCard.recipientEmail, date: shipByDate(line.giftCard.deliverOn, lang) });
  const choices = (line.choices ?? []).map((c) => formatChoice(c, lang)).join(', ');
  const made = line.madeToOrder;
  const date = made ? shipByDate(made.shipBy, lang) : '';
  const shipBy = made ? orderMail(lang, 'madeToOrder', { date, days: made.leadTimeDays }) : '';
  return [choices, shipBy].filter(Boolean).join('; ');
}
import { colors, styles } from '../../emails';

export type Line = { label: string; amount: string; strong?: boolean };

/** Which discount it was, as the checkout's summary says it: "Discount (code WELCOME10)", "Discount (your guide offer)". */
export function discountLabel(order: Pick<OrderWithItems, 'discountSource' | 'discountCode'>, lang: 'en' | 'fr'): string {
  if (order.discountSource === 'code' && order.discountCode) return orderMail(lang, 'discountCode', { code: order.discountCode });
  return orderMail(lang, order.discountSource === 'offer' ? 'discountOffer' : 'discount');
}

/** "Shipping", or "Shipping (code FREESHIP)" when a code made it free (decision 0102). */
export function shippingLabel(order: Pick<OrderWithItems, 'discountSource' | 'discountCode' | 'discountFreeShipping'>, lang: 'en' | 'fr'): string {
  if (order.discountSource === 'code' && order.discountCode && order.discountFreeShipping) return orderMail(lang, 'shippingCode', { code: order.discountCode });
  return orderMail(lang, 'shipping');
}

/** Itemized prices, then subtotal, discount (saying which), shipping ("Free" at $0; none when nothing ships), each tax line and the total, in CAD. */
export function orderLines(order: OrderWithItems): { items: Line[]; totals: Line[] } {
  const lang = order.language ?? 'en';
  const money = (cents: number) => mailMoney(cents, lang);
  const t = (key: Parameters<typeof orderMail>[1]) => orderMail(lang, key);
  return {
    items: order.items.map((i) => ({
      label:
        orderMail(lang, 'lineItem', { quantity: i.quantity, name: (lang === 'fr' && i.frName) || i.name, price: money(i.priceCents) }) +
        (lineDetails(i, lang) ? ` (${lineDetails(i, lang)})` : ''),
      amount: money(i.priceCents * i.quantity),
    })),
    totals: [
      // The gift cards bought count in the subtotal, as the checkout showed it (never taxed or shipped).
      { label: t('subtotal'), amount: money(order.subtotalCents + (order.giftCardsCents ?? 0)) },
      ...(order.discountCents > 0 ? [{ label: discountLabel(order, lang), amount: `-${money(order.discountCents)}` }] : []),
      // Gift cards alone are mailed to their recipients: nothing ships, so no shipping line.
      ...(shipsNothing(order.items) ? [] : [{ label: shippingLabel(order, lang), amount: order.shippingCents > 0 ? money(order.shippingCents) : t('free') }]),
      ...order.taxLines.map((line) => ({ label: mailTaxLabel(line, lang), amount: money(line.amountCents) })),
      { label: t('total'), amount: money(order.totalCents), strong: true },
    ],
  };
}

export function LineRow({ line }: { line: Line }) {
  const weight = line.strong ? 'bold' : 'normal';
  return (
    <Row>
      <Column style={{ ...styles.text, margin: 0, padding: '4px 12px 4px 0', fontWeight: weight }}>{line.label}</Column>
      <Column style={{ ...styles.text, margin: 0, padding: '4px 0', textAlign: 'right', whiteSpace: 'nowrap', fontWeight: weight }}>
        {line.amount}
      </Column>
    </Row>
  );
}

export function OrderLines({ order }: { order: OrderWithItems }) {
  const { items, totals } = orderLines(order);
  return (
    <Section>
      {items.map((l) => (
        <LineRow key={l.label} line={l} />
      ))}
      <Section style={{ borderTop: `1px solid ${colors.line}`, marginTop: '8px', paddingTop: '8px' }}>
        {totals.map((l) => (
          <LineRow key={l.label} line={l} />
        ))}
      </Section>
    </Section>
  );
}

/** A multi-line address as lines of text. */
export function AddressLines({ text }: { text: string }) {
  return (
    <Text style={styles.text}>
      {text.split('\n').map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}
