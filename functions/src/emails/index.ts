/** The mails' frame: one layout and one renderer (HTML and plain text) for every template. */
export { EmailLayout, colors, mailLang, styles } from './email-layout';
export { renderEmail } from './render-email';
export { newsletterWelcome, newsletterEnvelope, type UnsubscribeLinks } from './newsletter-welcome';
export { newsletterConfirmation } from './newsletter-confirmation';
