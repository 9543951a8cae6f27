/** Published to notifications: every order and stock email template. */
export { newOrderAlert, shortfallAlert, stockAlert } from '../artisan-alerts';
export { confirmationEmail } from '../confirmation-email';
export { statusEmail, type StatusMailKind } from '../status-emails';
