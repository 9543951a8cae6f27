import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { mailMoney, mailTaxLabel } from './mail-format';
import { orderMail } from './order-mail-messages';
import type { OrderWithItems } from '../order-item';
import { colors, styles } from '../../emails';

type Line = { label: string; amount: string; strong?: boolean };

/** Itemized prices, then subtotal, discount, shipping, each tax line and the total, in CAD. */
export function orderLines(order: OrderWithItems): { items: Line[]; totals: Line[] } {
  const lang = order.language ?? 'en';
  const money = (cents: number) => mailMoney(cents, lang);
  const t = (key: Parameters<typeof orderMail>[1]) => orderMail(lang, key);
  return {
    items: order.items.map((i) => ({
      label: orderMail(lang, 'lineItem', { quantity: i.quantity, name: (lang === 'fr' && i.frName) || i.name, price: money(i.priceCents) }),
      amount: money(i.priceCents * i.quantity),
    })),
    totals: [
      { label: t('subtotal'), amount: money(order.subtotalCents) },
      ...(order.discountCents > 0 ? [{ label: t('discount'), amount: `-${money(order.discountCents)}` }] : []),
      { label: t('shipping'), amount: order.shippingCents > 0 ? money(order.shippingCents) : t('free') },
      ...order.taxLines.map((line) => ({ label: mailTaxLabel(line, lang), amount: money(line.amountCents) })),
      { label: t('total'), amount: money(order.totalCents), strong: true },
    ],
  };
}

function LineRow({ line }: { line: Line }) {
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
