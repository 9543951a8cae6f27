import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { shopNumber } from '@crystal/shared/shop-number';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../../lib/mail/mailer';
import { EmailLayout, renderEmail, styles } from '../../emails';
import { catalogueTranslator } from '../../lib/i18n/catalogue-translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

/** The review request's words (`messages/en.json` + `fr.json`, ICU). It asks, once, and offers nothing in return. */
const reviewMail = catalogueTranslator(en, fr);

export type ReviewLink = { name: string; url: string };
type Props = { settings: ShopSettings; links: ReviewLink[]; language: Language };

function ReviewRequest({ settings, links, language }: Props) {
  const t = (key: keyof typeof en) => reviewMail(language, key);
  return (
    <EmailLayout preview={t('preview')} title={t('title')} settings={settings} language={language}>
      <Text style={styles.text}>{t('body')}</Text>
      {links.map((l) => (
        <Section key={l.url} style={{ margin: '8px 0' }}>
          <Link href={l.url} style={styles.button}>
            {reviewMail(language, 'button', { name: l.name })}
          </Link>
        </Section>
      ))}
      <Text style={styles.small}>{t('once')}</Text>
    </EmailLayout>
  );
}

/** One mail per delivered order: a signed link per piece bought, in the order's language. */
export function reviewRequestEmail(to: string, orderId: number, settings: ShopSettings, links: ReviewLink[], language: Language, key: string): Promise<MailMessage> {
  return renderEmail(
    { to, replyTo: settings.replyToEmail, subject: reviewMail(language, 'subject', { order: shopNumber(orderId, language) }), idempotencyKey: key },
    <ReviewRequest settings={settings} links={links} language={language} />,
  );
}
