/** Published to newsletter: the double opt-in's confirmation mail. */
export { newsletterConfirmation } from '../newsletter-confirmation';
