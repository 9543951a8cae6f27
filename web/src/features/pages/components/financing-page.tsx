import { FINANCING } from '@crystal/shared/constants/policies';
import { financingText, instalmentProviders, paymentsText } from '@crystal/shared/shop-facts/money-claims';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';
import { usePageText } from './page-text';

/** Weeks between the instalments: the first is paid today and the last at the end of the period. */
const everyWeeks = FINANCING.weeks / (FINANCING.payments - 1);
/** The necklace price of the worked example. */
const EXAMPLE = 200;

/**
 * The financing page's words in one language (content/<language>/financing.ts). What the page says about
 * instalments comes from the settings: "4 payments over 6 weeks" only when Afterpay/Clearpay or Klarna is
 * on, through Stripe; otherwise it says plainly that the shop offers none (docs/decisions/0039-true-payment-methods.md).
 */
export type FinancingContent = {
  language: 'en' | 'fr';
  title: string;
  eyebrow: string;
  paying: { title: string; noPlanOfOurOwn: string };
  /** Shown only when an instalment method is on; texts name {providers} (and the example {price}, {share}, {everyWeeks}). */
  plan: {
    title: string;
    payment: (n: number) => string;
    today: string;
    week: (n: number) => string;
    percent: string;
    example: string;
    steps: readonly string[];
  };
  customWork: { title: string; text: string };
  /** A whole-dollar price, and an amount to the cent. */
  dollars: (n: number) => string;
  cents: (n: number) => string;
};

export function FinancingPage({ content: c }: { content: FinancingContent }) {
  const { rich, details } = usePageText();
  const methods = details.paymentMethods;
  const providers = instalmentProviders(methods, c.language);
  const summary = financingText(methods, c.language);
  const plan = c.plan;
  return (
    <PageShell path={paths.financing} title={c.title} eyebrow={c.eyebrow} description={summary} lead={<p>{summary}</p>}>
      {providers ? (
        <PageSection title={plan.title} id="how-it-works">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: FINANCING.payments }, (_, i) => (
              <li key={i} className="card p-5">
                <h3 className="text-lg font-semibold">{plan.payment(i + 1)}</h3>
                <p className="mt-1 text-sm text-muted">{i === 0 ? plan.today : plan.week(i * everyWeeks)}</p>
                <p className="mt-2 text-2xl font-semibold text-amethyst-700">{plan.percent}</p>
              </li>
            ))}
          </ol>
          <p>{rich(plan.example, { price: c.dollars(EXAMPLE), share: c.cents(EXAMPLE / FINANCING.payments), everyWeeks, providers })}</p>
          <ol className="list-decimal space-y-2 pl-6">
            {plan.steps.map((step) => (
              <li key={step}>{rich(step, { everyWeeks, providers })}</li>
            ))}
          </ol>
        </PageSection>
      ) : null}

      <PageSection title={c.paying.title} id="how-you-pay">
        <p>{paymentsText(methods, c.language)}</p>
        <p>{c.paying.noPlanOfOurOwn}</p>
      </PageSection>

      <PageSection title={c.customWork.title} id="custom-work">
        <p>{rich(c.customWork.text)}</p>
      </PageSection>
    </PageShell>
  );
}
