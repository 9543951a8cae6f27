import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../lib/mail/mailer';
import { EmailLayout, styles } from './email-layout';
import { renderEmail } from './render-email';

/** The confirmation mail's words, in the language of the form the address was typed in. */
export const NEWSLETTER_CONFIRMATION_TEXTS = {
  en: {
    subject: (shop: string) => `Confirm your subscription to the ${shop} newsletter`,
    preview: 'One click to confirm',
    title: 'Please confirm your subscription',
    body: 'Someone, probably you, asked for our newsletter to be sent to this address. Nothing is sent until you confirm.',
    button: 'Confirm my subscription',
    ignore: 'If you did not ask for it, ignore this email: you will not hear from us again.',
    expiry: (days: number) => `The link works for ${days} days.`,
  },
  fr: {
    subject: (shop: string) => `Confirmez votre abonnement à l’infolettre de ${shop}`,
    preview: 'Un clic pour confirmer',
    title: 'Veuillez confirmer votre abonnement',
    body: 'Quelqu’un, sans doute vous, a demandé à recevoir notre infolettre à cette adresse. Rien ne vous est envoyé avant votre confirmation.',
    button: 'Confirmer mon abonnement',
    ignore: 'Si vous n’avez rien demandé, ignorez ce courriel : vous n’aurez plus de nouvelles de nous.',
    expiry: (days: number) => `Le lien est valide pendant ${days} jours.`,
  },
} as const;

type Props = { settings: ShopSettings; url: string; language: Language; validDays: number };

function Confirmation({ settings, url, language, validDays }: Props) {
  const t = NEWSLETTER_CONFIRMATION_TEXTS[language];
  return (
    <EmailLayout preview={t.preview} title={t.title} settings={settings} language={language}>
      <Text style={styles.text}>{t.body}</Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Link href={url} style={styles.button}>
          {t.button}
        </Link>
      </Section>
      <Text style={styles.small}>{t.expiry(validDays)}</Text>
      <Text style={styles.small}>{t.ignore}</Text>
    </EmailLayout>
  );
}

/**
 * The double opt-in's one mail: a link to the page that confirms the sign-up. It quotes nothing the
 * sender typed (the address is only its recipient) and is not a newsletter: it has no unsubscribe.
 */
export function newsletterConfirmation(to: string, settings: ShopSettings, p: Omit<Props, 'settings'>, key: string): Promise<MailMessage> {
  return renderEmail(
    { to, replyTo: settings.replyToEmail, subject: NEWSLETTER_CONFIRMATION_TEXTS[p.language].subject(settings.legalName), idempotencyKey: key },
    <Confirmation settings={settings} {...p} />,
  );
}
