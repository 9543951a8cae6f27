import type { RouteDef } from './route-types';

export const newsletterRoutes = [
  // "Email me when it's back" for a sold-out piece: one notice, not a subscription.
  { id: 'requestBackInStock', method: 'POST', path: '/api/back-in-stock', fn: 'newsletter', auth: 'public', session: true },
  // Double opt-in: a sign-up is pending and mails a link; the page it opens confirms with this POST.
  { id: 'subscribeNewsletter', method: 'POST', path: '/api/newsletter', fn: 'newsletter', auth: 'public', session: true },
  { id: 'confirmNewsletter', method: 'POST', path: '/api/newsletter/confirm/{token}', fn: 'newsletter', auth: 'public', session: false },
  // One-click unsubscribe (RFC 8058: mail clients POST a form body here), and the unsubscribe page's button.
  { id: 'unsubscribeNewsletter', method: 'POST', path: '/api/newsletter/unsubscribe/{token}', fn: 'newsletter', auth: 'public', session: false, rawBody: true },
] as const satisfies readonly RouteDef[];
