import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { shopNumber } from '@crystal/shared/shop-number';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../../lib/mail/mailer';
import { EmailLayout, renderEmail, styles } from '../../emails';

/** The review request's words. It asks, once, and offers nothing in return. */
export const REVIEW_REQUEST_TEXTS = {
  en: {
    subject: (order: string) => `How is your piece? A review of order ${order}`,
    preview: 'Tell other buyers what you think',
    title: 'How are you finding your piece?',
    body: 'Your order arrived a few days ago. If you would like to, tell other shoppers what you think of it: a few words and a star rating help them choose. Your review is read before it is shown, with the name you choose.',
    button: (name: string) => `Review ${name}`,
    once: 'This is the only time we ask. Each link works for one review.',
  },
  fr: {
    subject: (order: string) => `Votre bijou vous plaît-il? Un avis sur la commande ${order}`,
    preview: 'Dites aux autres acheteurs ce que vous en pensez',
    title: 'Comment trouvez-vous votre bijou?',
    body: 'Votre commande est arrivée il y a quelques jours. Si vous le souhaitez, dites aux autres ce que vous en pensez : quelques mots et une note en étoiles les aident à choisir. Votre avis est lu avant d’être publié, avec le nom que vous choisissez.',
    button: (name: string) => `Donner mon avis sur ${name}`,
    once: 'Nous ne vous le demandons qu’une fois. Chaque lien sert à un seul avis.',
  },
} as const;

export type ReviewLink = { name: string; url: string };
type Props = { settings: ShopSettings; links: ReviewLink[]; language: Language };

function ReviewRequest({ settings, links, language }: Props) {
  const t = REVIEW_REQUEST_TEXTS[language];
  return (
    <EmailLayout preview={t.preview} title={t.title} settings={settings} language={language}>
      <Text style={styles.text}>{t.body}</Text>
      {links.map((l) => (
        <Section key={l.url} style={{ margin: '8px 0' }}>
          <Link href={l.url} style={styles.button}>
            {t.button(l.name)}
          </Link>
        </Section>
      ))}
      <Text style={styles.small}>{t.once}</Text>
    </EmailLayout>
  );
}

/** One mail per delivered order: a signed link per piece bought, in the order's language. */
export function reviewRequestEmail(to: string, orderId: number, settings: ShopSettings, links: ReviewLink[], language: Language, key: string): Promise<MailMessage> {
  return renderEmail(
    { to, replyTo: settings.replyToEmail, subject: REVIEW_REQUEST_TEXTS[language].subject(shopNumber(orderId, language)), idempotencyKey: key },
    <ReviewRequest settings={settings} links={links} language={language} />,
  );
}
