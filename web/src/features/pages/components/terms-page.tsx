import { financingText, instalmentProviders, paymentsText, shippingText } from '@crystal/shared/shop-facts/money-claims';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';
import { usePageText } from './page-text';

type Section = { title: string; text: string };

/**
 * The terms of service's words in one language (content/<language>/terms.ts). Payment and shipping are
 * stated from the settings (docs/decisions/0038-shipping-she-sets.md, 0039-true-payment-methods.md): the
 * content gives their titles and the sentence that follows.
 */
export type TermsContent = {
  language: 'en' | 'fr';
  title: string;
  eyebrow: string;
  description: string;
  lead: string;
  orders: Section & { gstHst: string };
  payment: Section;
  shipping: { title: string };
  handmade: Section;
  returnsAndWarranty: Section;
  consultations: Section;
  website: Section & { privacy: string };
  liability: Section;
  questions: Section & { callUs: string };
};

export function TermsPage({ content: c }: { content: TermsContent }) {
  const { details, rich, plain } = usePageText();
  const section = (id: string, { title, text }: Section) => (
    <PageSection title={title} id={id}>
      <p>{rich(text)}</p>
    </PageSection>
  );
  return (
    <PageShell
      path={paths.terms}
      title={c.title}
      eyebrow={c.eyebrow}
      description={plain(c.description)}
      lead={<p>{rich(c.lead)}</p>}
    >
      <PageSection title={c.orders.title} id="orders-and-prices">
        <p>{rich(c.orders.text)}</p>
        {details.gstHstNumber ? <p>{rich(c.orders.gstHst)}</p> : null}
      </PageSection>
      <PageSection title={c.payment.title} id="payment">
        <p>
          {paymentsText(details.paymentMethods, c.language)} {rich(c.payment.text)}
        </p>
        {instalmentProviders(details.paymentMethods, c.language) ? <p>{financingText(details.paymentMethods, c.language)}</p> : null}
      </PageSection>
      <PageSection title={c.shipping.title} id="shipping">
        <p>{shippingText(details.shipping, c.language, details.customWorkDays ?? null)}</p>
      </PageSection>
      {section('handmade-and-natural', c.handmade)}
      {section('returns-and-warranty', c.returnsAndWarranty)}
      {section('consultations-and-crystal-information', c.consultations)}
      <PageSection title={c.website.title} id="using-our-website">
        <p>{rich(c.website.text)}</p>
        <p>{rich(c.website.privacy)}</p>
      </PageSection>
      {section('liability-and-governing-law', c.liability)}
      <PageSection title={c.questions.title} id="questions">
        <p>{rich(c.questions.text, { callUs: details.phone ? rich(c.questions.callUs) : null })}</p>
      </PageSection>
    </PageShell>
  );
}
