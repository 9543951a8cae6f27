import { shopNumber } from '@crystal/shared/shop-number';
import { shipsNothing } from '@crystal/shared/order-ships';
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { isPersonalised } from '@crystal/shared/product-choices';
import { personalisedReturnsRule } from '@crystal/shared/shop-facts/personalised-returns';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../../lib/mail/mailer';
import type { OrderWithItems } from '../order-item';
import { EmailLayout, renderEmail, styles } from '../../emails';
import { deliveryTexts } from './delivery-texts';
import { AddressLines, OrderLines } from './order-lines';
import { Message } from './mail-format';
import { orderMail, type OrderMailKey } from './order-mail-messages';
import { receiptTaxNumbers, taxName } from '@crystal/shared/tax-numbers';

export type OrderMailLinks = { orderUrl: string; returnsUrl: string };

type Props = { order: OrderWithItems; settings: ShopSettings; links: OrderMailLinks };

/**
 * The order confirmation, with what Canadian internet-sales rules ask a seller to disclose: the seller's
 * legal name, address, phone and email; itemized prices, each tax, shipping and the total in CAD; the
 * delivery arrangements; the return and cancellation policy; the GST/HST number when registered.
 * In the order's language, the delivery estimate too (the artisan writes it in both in /admin).
 */
export function ConfirmationEmail({ order, settings, links }: Props) {
  const lang = order.language ?? 'en';
  const t = (key: OrderMailKey, vars?: Record<string, string | number>) => orderMail(lang, key, vars);
  const delivery = deliveryTexts(order, lang === 'fr' ? settings.deliveryEstimateFr : settings.deliveryEstimate);
  const cardsAlone = shipsNothing(order.items);
  return (
    <EmailLayout preview={t('confirmationPreview', { id: order.id })} title={t('confirmationTitle', { firstName: order.firstName })} settings={settings} language={lang}>
      <Text style={styles.text}>
        <Message language={lang} id="confirmedPaid" strong={{ order: shopNumber(order.id, lang) }} />
      </Text>
      <Button href={links.orderUrl} style={styles.button}>
        {t('viewOrder')}
      </Button>
      <Heading as="h2" style={styles.h2}>
        {t('yourOrder')}
      </Heading>
      <OrderLines order={order} />
      {receiptTaxNumbers(order, settings).map((n) => (
        <Text key={n.tax} style={styles.small}>
          {t(n.demo ? 'demoTaxNumber' : 'taxNumber', { tax: taxName(n.tax, lang), number: n.number })}
        </Text>
      ))}
      <Heading as="h2" style={styles.h2}>
        {t(cardsAlone ? 'yourAddress' : 'shippingTo')}
      </Heading>
      <AddressLines text={order.shippingAddress} />
      {order.giftNote ? (
        <>
          <Heading as="h2" style={styles.h2}>
            {t('giftNote')}
          </Heading>
          <AddressLines text={order.giftNote} />
        </>
      ) : null}
      {delivery.length ? (
        <Heading as="h2" style={styles.h2}>
          {t('delivery')}
        </Heading>
      ) : null}
      {delivery.map((line) => (
        <Text key={line} style={styles.text}>
          {line}
        </Text>
      ))}
      <Heading as="h2" style={styles.h2}>
        {t('returnsHeading')}
      </Heading>
      <Text style={styles.text}>
        {/* Gift cards alone have no piece to return: only their own rule. */}
        {cardsAlone ? '' : t('returnsText', { days: settings.returnWindowDays })}
        {order.items.some((line) => isPersonalised(line.choices)) ? t('personalisedExchangeOnly', { rule: personalisedReturnsRule(lang) }) : ''}
        {order.items.some((line) => line.giftCard) ? t('giftCardReturns') : ''}
        {t('wholePolicy')}
        <Link href={links.returnsUrl} style={styles.link}>
          {links.returnsUrl}
        </Link>
      </Text>
      <Section>
        <Text style={styles.text}>
          {t('questions', { email: settings.replyToEmail })}
          {settings.phone ? t('orCall', { phone: settings.phone }) : ''}.
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
      subject: orderMail(order.language ?? 'en', 'confirmationSubject', { legalName: settings.legalName, id: order.id }),
      idempotencyKey: `order-${order.id}-confirmation`,
    },
    <ConfirmationEmail order={order} settings={settings} links={links} />,
  );
}
