import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../lib/mail/mailer';
import { EmailLayout, styles } from './email-layout';
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

export function UnsubscribeFooter({ links }: { links: UnsubscribeLinks }) {
  return (
    <Text style={styles.small}>
      You receive this because you signed up for our newsletter.{' '}
      <Link href={links.page} style={styles.link}>
        Unsubscribe
      </Link>{' '}
      with one click, at any time.
    </Text>
  );
}

function Welcome({ settings, links }: { settings: ShopSettings; links: UnsubscribeLinks }) {
  return (
    <EmailLayout preview="You're on the list" title="Welcome to our newsletter" settings={settings} footer={<UnsubscribeFooter links={links} />}>
      <Text style={styles.text}>
        Thank you for signing up. We write when new handmade pieces arrive and when there is something worth knowing about
        crystals. No more than that.
      </Text>
    </EmailLayout>
  );
}

/** The sign-up's welcome: newsletter-type mail, so it carries the unsubscribe link and headers. */
export function newsletterWelcome(to: string, settings: ShopSettings, links: UnsubscribeLinks): Promise<MailMessage> {
  return renderEmail(
    { ...newsletterEnvelope(to, links), replyTo: settings.replyToEmail, subject: `Welcome to the ${settings.legalName} newsletter` },
    <Welcome settings={settings} links={links} />,
  );
}
