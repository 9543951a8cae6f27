import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../lib/mail/mailer';
import { EmailLayout, styles } from './email-layout';
import { newsletterMail, type NewsletterMailKey } from './newsletter-mail-messages';
import { renderEmail } from './render-email';

type Props = { settings: ShopSettings; url: string; language: Language; validDays: number };

function Confirmation({ settings, url, language, validDays }: Props) {
  const t = (key: NewsletterMailKey) => newsletterMail(language, key);
  return (
    <EmailLayout preview={t('confirmPreview')} title={t('confirmTitle')} settings={settings} language={language}>
      <Text style={styles.text}>{t('confirmBody')}</Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Link href={url} style={styles.button}>
          {t('confirmButton')}
        </Link>
      </Section>
      <Text style={styles.small}>{newsletterMail(language, 'confirmExpiry', { days: validDays })}</Text>
      <Text style={styles.small}>{t('confirmIgnore')}</Text>
    </EmailLayout>
  );
}

/**
 * The double opt-in's one mail: a link to the page that confirms the sign-up. It quotes nothing the
 * sender typed (the address is only its recipient) and is not a newsletter: it has no unsubscribe.
 */
export function newsletterConfirmation(to: string, settings: ShopSettings, p: Omit<Props, 'settings'>, key: string): Promise<MailMessage> {
  return renderEmail(
    { to, replyTo: settings.replyToEmail, subject: newsletterMail(p.language, 'confirmSubject', { shop: settings.legalName }), idempotencyKey: key },
    <Confirmation settings={settings} {...p} />,
  );
}
