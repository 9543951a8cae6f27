import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../lib/mail/mailer';
import { EmailLayout, styles } from './email-layout';
import { newsletterMail } from './newsletter-mail-messages';
import { renderEmail } from './render-email';

export type UnsubscribeLinks = { page: string; oneClick: string };

/** The footer and headers every newsletter-type mail carries: a signed one-click unsubscribe (CASL). */
export function newsletterEnvelope(to: string, links: UnsubscribeLinks) {
  return {
    to,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function UnsubscribeFooter({ links, language }: { links: UnsubscribeLinks; language: Language }) {
  return (
    <Text style={styles.small}>
      {newsletterMail(language, 'footerWhy')}{' '}
      <Link href={links.page} style={styles.link}>
        {newsletterMail(language, 'footerUnsubscribe')}
      </Link>{' '}
      {newsletterMail(language, 'footerOneClick')}
    </Text>
  );
}

type Props = { settings: ShopSettings; links: UnsubscribeLinks; language: Language };

function Welcome({ settings, links, language }: Props) {
  return (
    <EmailLayout
      preview={newsletterMail(language, 'welcomePreview')}
      title={newsletterMail(language, 'welcomeTitle')}
      settings={settings}
      language={language}
      footer={<UnsubscribeFooter links={links} language={language} />}
    >
      <Text style={styles.text}>{newsletterMail(language, 'welcomeBody')}</Text>
    </EmailLayout>
  );
}

/** The sign-up's welcome, in the language of the form she signed up on: newsletter-type mail, so it carries the unsubscribe link and headers. */
export function newsletterWelcome(to: string, settings: ShopSettings, links: UnsubscribeLinks, language: Language = 'en'): Promise<MailMessage> {
  return renderEmail(
    { ...newsletterEnvelope(to, links), replyTo: settings.replyToEmail, subject: newsletterMail(language, 'welcomeSubject', { shop: settings.legalName }) },
    <Welcome settings={settings} links={links} language={language} />,
  );
}
