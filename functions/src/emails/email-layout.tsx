import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { Language } from '@crystal/shared/schemas/language';

/** The HTML lang of a mail in this language. */
export const mailLang = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

export const colors = { ink: '#2a2140', muted: '#6b6280', line: '#e7e1f0', accent: '#6d4aa8', page: '#f6f3fa' };

export const styles = {
  text: { fontSize: '15px', lineHeight: '22px', color: colors.ink, margin: '0 0 12px' },
  small: { fontSize: '13px', lineHeight: '19px', color: colors.muted, margin: '0 0 8px' },
  h2: { fontSize: '16px', color: colors.ink, margin: '20px 0 8px' },
  link: { color: colors.accent, textDecoration: 'underline' },
  button: {
    display: 'inline-block',
    background: colors.accent,
    color: '#ffffff',
    padding: '10px 18px',
    borderRadius: '6px',
    fontSize: '15px',
    textDecoration: 'none',
  },
} as const;

type Props = {
  preview: string;
  title: string;
  settings: ShopSettings;
  children: ReactNode;
  /** Extra footer lines (e.g. the newsletter's unsubscribe link). */
  footer?: ReactNode;
  /** The mail's language (the order's); English when not given. */
  language?: Language;
};

/** The frame every email shares: heading, content, and the shop's legal name, address and contacts. */
export function EmailLayout({ preview, title, settings, children, footer, language = 'en' }: Props) {
  return (
    <Html lang={mailLang(language)}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ background: colors.page, fontFamily: 'Georgia, "Times New Roman", serif', margin: 0, padding: '16px 0' }}>
        <Container style={{ background: '#ffffff', maxWidth: '600px', padding: '24px', borderRadius: '8px' }}>
          <Text style={{ ...styles.small, letterSpacing: '0.08em', textTransform: 'uppercase' }}>{settings.legalName}</Text>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', color: colors.ink, margin: '0 0 16px' }}>
            {title}
          </Heading>
          {children}
          <Hr style={{ borderColor: colors.line, margin: '24px 0 12px' }} />
          <Section>
            <Text style={styles.small}>
              {settings.legalName}, {settings.address}
            </Text>
            <Text style={styles.small}>
              {settings.phone ? `${settings.phone} · ` : ''}
              <Link href={`mailto:${settings.replyToEmail}`} style={styles.link}>
                {settings.replyToEmail}
              </Link>
            </Text>
            {footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
