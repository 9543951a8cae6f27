import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { colors, styles } from '../../emails';
import { numberLines, type OrderWithItems, type RefundRecord } from '../order-item';
import { standingRefunds } from '../refund-record';
import { mailMoney, mailTaxLabel } from './mail-format';
import { LineRow, lineDetails, type Line } from './order-lines';
import { orderMail } from './order-mail-messages';

/** The refund by the line that brought the order's refunded total to what it is now, if it was one. */
export const latestLineRefund = (order: OrderWithItems): RefundRecord | undefined =>
  standingRefunds(order).find((r) => r.refundedAfterCents === (order.refundedCents ?? 0));

/** What one refund gave back, in the order's language: each line and quantity, the shipping, each tax, the total. */
export function refundLinesOf(order: OrderWithItems, refund: RefundRecord): Line[] {
  const lang = order.language ?? 'en';
  const money = (cents: number) => mailMoney(cents, lang);
  const lines = numberLines(order.items);
  return [
    ...refund.items.flatMap((item) => {
      const line = lines.find((l) => l.id === item.itemId);
      if (!line) return [];
      const name = (lang === 'fr' && line.frName) || line.name;
      const details = lineDetails(line, lang);
      return [{ label: orderMail(lang, 'refundLine', { quantity: item.quantity, name }) + (details ? ` (${details})` : ''), amount: money(item.goodsCents) }];
    }),
    ...(refund.shippingCents > 0 ? [{ label: orderMail(lang, 'shipping'), amount: money(refund.shippingCents) }] : []),
    ...refund.taxLines.map((t) => {
      const rate = order.taxLines.find((o) => o.name === t.name)?.rate ?? 0;
      return { label: mailTaxLabel({ ...t, rate }, lang), amount: money(t.amountCents) };
    }),
    { label: orderMail(lang, 'refundedNow'), amount: money(refund.totalCents), strong: true },
  ];
}

export function RefundLines({ order, refund }: { order: OrderWithItems; refund: RefundRecord }) {
  const lang = order.language ?? 'en';
  const lines = refundLinesOf(order, refund);
  return (
    <Section style={{ borderBottom: `1px solid ${colors.line}`, marginBottom: '8px', paddingBottom: '8px' }}>
      <Text style={styles.text}>{orderMail(lang, 'refundedWhat')}</Text>
      {lines.map((l) => (
        <LineRow key={l.label} line={l} />
      ))}
    </Section>
  );
}
