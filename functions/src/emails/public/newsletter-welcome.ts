/** Published to newsletter: the sign-up's welcome mail with its unsubscribe link and headers. */
export { newsletterWelcome } from '../newsletter-welcome';
