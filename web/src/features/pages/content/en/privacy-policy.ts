import { PRIVACY_RESPONSE_DAYS } from '@crystal/shared/constants/policies';
import { SESSION_STORAGE_KEY } from '@crystal/shared/constants/session';
import { SHOP } from '@crystal/shared/constants/shop';
import type { PrivacyPolicyContent } from '../../components/privacy-policy-page';

export const content: PrivacyPolicyContent = {
  language: 'en',
  title: 'Privacy Policy',
  eyebrow: 'Last updated November 22, 2026',
  description: `How {legalName} collects, uses and protects your personal information under Canada's PIPEDA, what we store, and how to make a privacy request (answered within ${PRIVACY_RESPONSE_DAYS} days).`,
  lead: `{legalName} is a small business in ${SHOP.city}, ${SHOP.province}. We collect only what we need to make and send your jewellery and to answer you, and we handle it according to Canada's <em>Personal Information Protection and Electronic Documents Act</em> (PIPEDA).`,
  noTracking: {
    title: 'No account, no tracking',
    paragraphs: [
      'You do not need an account to shop with us. We do not use advertising cookies, tracking pixels or third-party analytics, and we never sell or rent your information.',
      'While you look at a piece, its page tells our own server how long you have been on the page, how far you have scrolled and whether you used its buttons, so the crystal guide can offer a relevant suggestion. That is all it sends: we do not record your mouse movements or what you click, it is not linked to your name or email, and it is never shared.',
      "Instead of a login, your browser keeps an anonymous session id. Anyone holding that id in their browser can see the cart, wishlist and orders linked to it, so on a shared computer, clear the site's data when you are done.",
    ],
  },
  store: {
    title: 'What we store and for how long',
    caption: 'The personal information we keep, why, and for how long',
    headers: ['What', 'Details', 'How long'],
    rows: [
      [
        'Anonymous session id',
        `A random number your browser makes on your first visit and keeps in local storage (${SESSION_STORAGE_KEY}). It is sent with each request so we can keep your cart.`,
        'Until you clear your browser data',
      ],
      [
        'Cart and wishlist',
        'The pieces and quantities you add, linked to the session id only.',
        'Until you empty them or the session is no longer used',
      ],
      [
        'Orders',
        'Your email, phone, shipping and billing addresses, the pieces you bought, totals, tax and payment status.',
        'Six years, as Canadian tax law requires',
      ],
      [
        'Contact messages',
        'Your name, email, optional phone number, subject, message and, for consultations, your preferred date.',
        'Until the conversation is finished, then up to two years unless you ask us to delete them sooner',
      ],
      [
        'Newsletter consent',
        'Your email address, the time you subscribed, where on the site you signed up and the consent wording you saw.',
        'Until you unsubscribe; the proof of consent is kept as Canada’s anti-spam law asks',
      ],
      [
        'Abuse protection',
        'Short-lived counters keyed by session id and network (IP) address, used to stop spam and overload.',
        'Expire automatically after two hours',
      ],
    ],
  },
  use: {
    title: 'How we use it',
    items: [
      'To process, ship and support your order, and to send the emails about it.',
      'To answer your messages and arrange consultations you ask for.',
      'To send our newsletter, only if you have subscribed.',
      'To keep our shop secure and protect it from spam and fraud.',
    ],
    after: 'We do not use your information for any other purpose without asking you first.',
  },
  share: {
    title: 'Who we share it with',
    intro:
      'We share information only with the service providers we need to run the shop, and only what they need:',
    items: [
      '<strong>Stripe</strong> processes card payments. Your card number goes straight to Stripe and never touches our servers.',
      '<strong>Amazon Web Services</strong> hosts our website, database and email.',
      '<strong>Canada Post and other carriers</strong> receive your name and shipping address to deliver your order.',
    ],
    after: 'We may also disclose information where Canadian law requires it.',
    aiGuide: {
      bedrock:
        "<strong>Amazon Bedrock</strong> (Amazon Web Services) answers the questions you type to our AI guide, in AWS's {region} region, and Amazon Polly reads its answers aloud when you ask, in {speechRegion}. Please do not type card numbers or other sensitive details into the guide.",
      local:
        'Our AI guide answers on our own server: the questions you type to it are not sent to any AI service. Please do not type card numbers or other sensitive details into the guide.',
      unknown:
        "<strong>Amazon Bedrock</strong> (Amazon Web Services) answers the questions you type to our AI guide, in the AWS region the shop is set to. Please do not type card numbers or other sensitive details into the guide.",
    },
  },
  rights: {
    title: 'Your rights and privacy requests',
    intro: 'Under PIPEDA you can ask us at any time to:',
    items: [
      'see the personal information we hold about you;',
      'correct anything that is wrong;',
      'delete information we no longer need, or withdraw your consent (for example to the newsletter).',
    ],
    after: `Write to our privacy contact at <mail>{replyToEmail}</mail>{byPhone} or through our <contact>contact form</contact>. We answer every privacy request within ${PRIVACY_RESPONSE_DAYS} days. If you are not satisfied with our answer, you can contact the Office of the Privacy Commissioner of Canada.`,
    byPhone: ', by phone at <tel>{phone}</tel>,',
  },
  safe: {
    title: 'Keeping it safe',
    text: "Our site is served only over encrypted connections (HTTPS), our database is encrypted at rest, and only the artisan can sign in to the shop's administration. If a breach ever put your information at real risk, we would tell you and the Privacy Commissioner, as the law requires.",
  },
  changes: {
    title: 'Changes to this policy',
    text: 'If we change how we handle your information, we will update this page and the date at the top. Important changes will also be announced to newsletter subscribers.',
  },
};
