import { Link } from 'react-router-dom';
import { CURRENCY, SHOP } from '@crystal/shared/constants';
import { SHIPPING_TEXT } from '@crystal/shared/shop-facts/policy-texts';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-info';
import { PageShell, PageSection } from './page-shell';

const LAST_UPDATED = 'November 22, 2026';
const linkClass = 'font-semibold text-amethyst-700 underline underline-offset-2';

export function TermsPage() {
  const { legalName, address, replyToEmail, phone, gstHstNumber } = useShopDetails();
  return (
    <PageShell
      path={paths.terms}
      title="Terms of Service"
      eyebrow={`Last updated ${LAST_UPDATED}`}
      description={`The terms for shopping with ${legalName}: orders, prices in ${CURRENCY}, payment, shipping, returns, consultations and your use of our website.`}
      lead={
        <p>
          These terms apply when you use our website or buy from {legalName}, a small jewellery studio in {address}. We have tried to keep them short and plain.
        </p>
      }
    >
      <PageSection title="Orders and prices">
        <p>
          All prices are in Canadian dollars ({CURRENCY}). Sales tax (GST, HST, PST or QST) is calculated from your
          shipping province and shown before you pay. When you place an order we confirm it by email; we may cancel
          and fully refund an order if a piece turns out to be unavailable or a price was plainly wrong.
        </p>
        {gstHstNumber ? <p>Our GST/HST registration number is {gstHstNumber}.</p> : null}
      </PageSection>

      <PageSection title="Payment">
        <p>
          Cards are processed securely by Stripe. Your order is confirmed once the payment succeeds; pieces are held
          for you while the payment is completed.
        </p>
      </PageSection>

      <PageSection title="Shipping">
        <p>{SHIPPING_TEXT}</p>
      </PageSection>

      <PageSection title="Handmade and natural">
        <p>
          Every piece is made by hand from natural stones, so colour, pattern and size vary slightly from the photos.
          These small differences are part of what makes your piece one of a kind, and are not defects.
        </p>
      </PageSection>

      <PageSection title="Returns and warranty">
        <p>
          Our{' '}
          <Link to={paths.returns} className={linkClass}>
            returns policy
          </Link>{' '}
          and{' '}
          <Link to={paths.warranty} className={linkClass}>
            warranty
          </Link>{' '}
          form part of these terms. They do not limit any rights you have under Canadian or provincial consumer law.
        </p>
      </PageSection>

      <PageSection title="Consultations and crystal information">
        <p>
          Our consultations, energy readings, AI crystal guide and descriptions of crystal properties draw on
          traditional and spiritual beliefs. They are offered for inspiration and enjoyment, and are not medical,
          psychological, legal or financial advice. Please see a qualified professional for any health concern.
        </p>
      </PageSection>

      <PageSection title="Using our website">
        <p>
          Please use the site only for lawful purposes and do not attempt to disrupt it, overload it or access other
          shoppers&apos; information. Photos, designs and text on this site belong to {legalName} and may not be
          reused without permission.
        </p>
        <p>
          How we handle your personal information is explained in our{' '}
          <Link to={paths.privacy} className={linkClass}>
            privacy policy
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="Liability and governing law">
        <p>
          To the extent the law allows, our responsibility for any order is limited to the amount you paid for it.
          These terms are governed by the laws of {SHOP.province} and the federal laws of {SHOP.country} that apply
          there.
        </p>
      </PageSection>

      <PageSection title="Questions">
        <p>
          Write to us at{' '}
          <a href={`mailto:${replyToEmail}`} className={linkClass}>
            {replyToEmail}
          </a>
          {phone ? <>, call us at <a href={`tel:${phone}`} className={linkClass}>{phone}</a>,</> : null}{' '}
          or through our{' '}
          <Link to={paths.contact} className={linkClass}>
            contact page
          </Link>
          ; we reply within {SHOP.replyWithinHours} hours.
        </p>
      </PageSection>
    </PageShell>
  );
}
