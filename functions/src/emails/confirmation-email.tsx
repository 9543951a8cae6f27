import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../lib/mail/mailer';
import type { OrderWithItems } from '../orders/order-item';
import { EmailLayout, styles } from './email-layout';
import { AddressLines, OrderLines } from './order-lines';
import { renderEmail } from './render-email';

export type OrderMailLinks = { orderUrl: string; returnsUrl: string };

type Props = { order: OrderWithItems; settings: ShopSettings; links: OrderMailLinks };

/**
 * The order confirmation, with what Canadian internet-sales rules ask a seller to disclose: the seller's
 * legal name, address, phone and email; itemized prices, each tax, shipping and the total in CAD; the
 * delivery arrangements; the return and cancellation policy; the GST/HST number when registered.
 */
export function ConfirmationEmail({ order, settings, links }: Props) {
  return (
    <EmailLayout preview={`Order #${order.id} is confirmed and paid`} title={`Thank you for your order, ${order.firstName}!`} settings={settings}>
      <Text style={styles.text}>
        Your order <strong>#{order.id}</strong> is confirmed and paid.
      </Text>
      <Button href={links.orderUrl} style={styles.button}>
        View your order
      </Button>
      <Heading as="h2" style={styles.h2}>
        Your order
      </Heading>
      <OrderLines order={order} />
      {settings.gstHstNumber ? <Text style={styles.small}>GST/HST registration number: {settings.gstHstNumber}</Text> : null}
      <Heading as="h2" style={styles.h2}>
        Shipping to
      </Heading>
      <AddressLines text={order.shippingAddress} />
      <Heading as="h2" style={styles.h2}>
        Delivery
      </Heading>
      <Text style={styles.text}>{settings.deliveryEstimate}</Text>
      <Heading as="h2" style={styles.h2}>
        Returns and cancellations
      </Heading>
      <Text style={styles.text}>
        {`You may return a piece within ${settings.returnWindowDays} days of delivery for a refund. To cancel before your order ships, reply to this email and we refund you in full. Read the whole policy: `}
        <Link href={links.returnsUrl} style={styles.link}>
          {links.returnsUrl}
        </Link>
      </Text>
      <Section>
        <Text style={styles.text}>
          {`Questions? Reply to this email or write to ${settings.replyToEmail}${settings.phone ? `, or call ${settings.phone}` : ''}.`}
        </Text>
      </Section>
    </EmailLayout>
  );
}

export function confirmationEmail(order: OrderWithItems, settings: ShopSettings, links: OrderMailLinks): Promise<MailMessage> {
  return renderEmail(
    {
      to: order.customerEmail,
      replyTo: settings.replyToEmail,
      subject: `Your ${settings.legalName} order #${order.id} is confirmed`,
      idempotencyKey: `order-${order.id}-confirmation`,
    },
    <ConfirmationEmail order={order} settings={settings} links={links} />,
  );
}
