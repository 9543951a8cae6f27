import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { CARRIER_NAMES } from '@crystal/shared/carriers';
import { shopNumber } from '@crystal/shared/shop-number';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { EmailLayout, renderEmail, styles } from '../../emails';
import type { MailMessage } from '../../lib/mail/mailer';
import { AddressLines, shipByDate } from '../mail/order-lines';
import { numberLines, type OrderWithItems, type ShipmentRecord } from '../order-item';
import { awaitsMaking, shippedByLine } from './plan-shipment';
import { shipmentMail } from './shipment-mail-messages';

type Line = ReturnType<typeof numberLines<OrderWithItems['items'][number]>>[number];

const lineName = (line: Line, lang: Language) => (lang === 'fr' && line.frName) || line.name;

/**
 * What a parcel holds, what left earlier, and what is still to come (a made-to-order piece with its date),
 * in the order's language: the parcel mail's and the status page's one account of a partly shipped order.
 */
export function parcelAccount(order: OrderWithItems, shipment: ShipmentRecord, lang: Language) {
  const lines = numberLines(order.items);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const inParcel = shipment.items.map((i) => shipmentMail(lang, 'line', { quantity: i.quantity, name: lineName(byId.get(i.itemId)!, lang) }));
  const earlier = shippedByLine({ shipments: (order.shipments ?? []).filter((s) => s.id < shipment.id) });
  const upTo = shippedByLine({ shipments: (order.shipments ?? []).filter((s) => s.id <= shipment.id) });
  const shippedEarlier = lines.flatMap((l) => (earlier.get(l.id) ? [shipmentMail(lang, 'line', { quantity: earlier.get(l.id)!, name: lineName(l, lang) })] : []));
  const stillComing = lines.flatMap((l) => {
    const left = l.quantity - (upTo.get(l.id) ?? 0);
    if (left <= 0) return [];
    const vars = { quantity: left, name: lineName(l, lang) };
    return [l.madeToOrder && awaitsMaking(order, l) ? shipmentMail(lang, 'stillMaking', { ...vars, date: shipByDate(l.madeToOrder.shipBy, lang) }) : shipmentMail(lang, 'stillToShip', vars)];
  });
  return { inParcel, shippedEarlier, stillComing };
}

function List({ heading, lines }: { heading: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <>
      <Heading as="h2" style={styles.h2}>
        {heading}
      </Heading>
      {lines.map((line) => (
        <Text key={line} style={{ ...styles.text, margin: '0 0 4px' }}>
          {line}
        </Text>
      ))}
    </>
  );
}

type Props = { order: OrderWithItems; shipment: ShipmentRecord; settings: ShopSettings; orderUrl: string; lang: Language };

function ShipmentEmail({ order, shipment, settings, orderUrl, lang }: Props) {
  const { inParcel, shippedEarlier, stillComing } = parcelAccount(order, shipment, lang);
  const whole = shipment.id === 1 && !stillComing.length;
  const vars = { id: order.id };
  return (
    <EmailLayout preview={shipmentMail(lang, whole ? 'preview' : 'previewPart', vars)} title={shipmentMail(lang, stillComing.length ? 'titlePart' : 'titleAll')} settings={settings} language={lang}>
      <Text style={styles.text}>
        {shipmentMail(lang, 'leftWith', { order: shopNumber(order.id, lang), carrier: CARRIER_NAMES[shipment.carrier], tracking: shipment.trackingNumber })}
      </Text>
      {shipment.trackingUrl ? (
        <Text style={styles.text}>
          {shipmentMail(lang, 'trackIt')}{' '}
          <Link href={shipment.trackingUrl} style={styles.link}>
            {shipment.trackingUrl}
          </Link>
        </Text>
      ) : null}
      <List heading={shipmentMail(lang, 'inParcel')} lines={inParcel} />
      <List heading={shipmentMail(lang, 'shippedEarlier')} lines={shippedEarlier} />
      <List heading={shipmentMail(lang, 'stillComing')} lines={stillComing} />
      {!stillComing.length && shipment.id > 1 ? <Text style={styles.text}>{shipmentMail(lang, 'lastParcel')}</Text> : null}
      <Text style={styles.text}>{shipmentMail(lang, 'shippingTo')}</Text>
      <AddressLines text={order.shippingAddress} />
      <Button href={orderUrl} style={styles.button}>
        {shipmentMail(lang, 'viewOrder')}
      </Button>
    </EmailLayout>
  );
}

/** The mail for one parcel; an order shipped whole in one parcel keeps the key and subject it always had. */
export function shipmentEmail(order: OrderWithItems, shipment: ShipmentRecord, settings: ShopSettings, orderUrl: string, key: string): Promise<MailMessage> {
  const lang = order.language ?? 'en';
  const part = parcelAccount(order, shipment, lang).stillComing.length > 0;
  return renderEmail(
    { to: order.customerEmail, replyTo: settings.replyToEmail, subject: shipmentMail(lang, part ? 'subjectPart' : 'subjectAll', { id: order.id }), idempotencyKey: key },
    <ShipmentEmail order={order} shipment={shipment} settings={settings} orderUrl={orderUrl} lang={lang} />,
  );
}
