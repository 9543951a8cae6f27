import type { Language } from '@crystal/shared/schemas/language';

/**
 * The words a campaign mail adds around her text, in both languages: the card's link, why the reader
 * gets it, the unsubscribe link, and the test's mark. A test proves every English key has its French.
 */
export const CAMPAIGN_MAIL_MESSAGES = {
  en: {
    seePiece: 'See the piece',
    why: 'You receive this because you signed up for the {shop} newsletter.',
    unsubscribe: 'Unsubscribe',
    unsubscribeText: 'Unsubscribe with one click: {url}',
    testSubject: '[Test] {subject}',
  },
  fr: {
    seePiece: 'Voir la pièce',
    why: 'Vous recevez ce courriel parce que vous êtes abonné·e à l’infolettre de {shop}.',
    unsubscribe: 'Se désabonner',
    unsubscribeText: 'Se désabonner en un clic : {url}',
    testSubject: '[Essai] {subject}',
  },
} satisfies Record<Language, Record<string, string>>;

export type CampaignMailMessages = (typeof CAMPAIGN_MAIL_MESSAGES)['en'];
