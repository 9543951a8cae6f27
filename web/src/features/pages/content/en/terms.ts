import { CURRENCY, SHOP } from '@crystal/shared/constants/shop';
import type { TermsContent } from '../../components/terms-page';

export const content: TermsContent = {
  language: 'en',
  title: 'Terms of Service',
  eyebrow: 'Last updated November 22, 2026',
  description: `The terms for shopping with {legalName}: orders, prices in ${CURRENCY}, payment, shipping, returns, consultations and your use of our website.`,
  lead: 'These terms apply when you use our website or buy from {legalName}, a small jewellery studio in {address}. We have tried to keep them short and plain.',
  orders: {
    title: 'Orders and prices',
    text: `All prices are in Canadian dollars (${CURRENCY}). Sales tax (GST, HST, PST or QST) is calculated from your shipping province and shown before you pay. When you place an order we confirm it by email; we may cancel and fully refund an order if a piece turns out to be unavailable or a price was plainly wrong.`,
    gstHst: 'Our GST/HST registration number is {gstHstNumber}.',
  },
  payment: {
    title: 'Payment',
    text: 'Your order is confirmed once the payment succeeds; pieces are held for you while the payment is completed.',
  },
  shipping: { title: 'Shipping' },
  handmade: {
    title: 'Handmade and natural',
    text: 'Every piece is made by hand from natural stones, so colour, pattern and size vary slightly from the photos. These small differences are part of what makes your piece one of a kind, and are not defects.',
  },
  returnsAndWarranty: {
    title: 'Returns and warranty',
    text: 'Our <returns>returns policy</returns> and <warranty>warranty</warranty> form part of these terms. They do not limit any rights you have under Canadian or provincial consumer law.',
  },
  consultations: {
    title: 'Consultations and crystal information',
    text: 'Our consultations, energy readings, AI crystal guide and descriptions of crystal properties draw on traditional and spiritual beliefs. They are offered for inspiration and enjoyment, and are not medical, psychological, legal or financial advice. Please see a qualified professional for any health concern.',
  },
  website: {
    title: 'Using our website',
    text: "Please use the site only for lawful purposes and do not attempt to disrupt it, overload it or access other shoppers' information. Photos, designs and text on this site belong to {legalName} and may not be reused without permission.",
    privacy: 'How we handle your personal information is explained in our <privacy>privacy policy</privacy>.',
  },
  liability: {
    title: 'Liability and governing law',
    text: `To the extent the law allows, our responsibility for any order is limited to the amount you paid for it. These terms are governed by the laws of ${SHOP.province} and the federal laws of ${SHOP.country} that apply there.`,
  },
  questions: {
    title: 'Questions',
    text: `Write to us at <mail>{replyToEmail}</mail>{callUs} or through our <contact>contact page</contact>; we reply within ${SHOP.replyWithinHours} hours.`,
    callUs: ', call us at <tel>{phone}</tel>,',
  },
};
