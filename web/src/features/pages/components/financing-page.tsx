import { FINANCING } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';
import { usePageText } from './page-text';

/** Weeks between the instalments: the first is paid today and the last at the end of the period. */
const everyWeeks = FINANCING.weeks / (FINANCING.payments - 1);
/** The necklace price of the worked example. */
const EXAMPLE = 200;

/** The financing page's words in one language (content/<language>/financing.ts). */
export type FinancingContent = {
  title: string;
  eyebrow: string;
  description: string;
  lead: string;
  howItWorks: {
    title: string;
    payment: (n: number) => string;
    today: string;
    week: (n: number) => string;
    percent: string;
    /** Names {price}, {share} and {everyWeeks}. */
    example: string;
  };
  /** A whole-dollar price, and an amount to the cent. */
  dollars: (n: number) => string;
  cents: (n: number) => string;
  eligible: { title: string; intro: string; items: readonly string[] };
  /** The last step names {everyWeeks}. */
  setUp: { title: string; steps: readonly string[]; after: string };
};

export function FinancingPage({ content: c }: { content: FinancingContent }) {
  const { rich } = usePageText();
  const how = c.howItWorks;
  return (
    <PageShell
      path={paths.financing}
      title={c.title}
      eyebrow={c.eyebrow}
      description={c.description}
      lead={<p>{c.lead}</p>}
    >
      <PageSection title={how.title} id="how-it-works">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: FINANCING.payments }, (_, i) => (
            <li key={i} className="card p-5">
              <h3 className="text-lg font-semibold">{how.payment(i + 1)}</h3>
              <p className="mt-1 text-sm text-muted">{i === 0 ? how.today : how.week(i * everyWeeks)}</p>
              <p className="mt-2 text-2xl font-semibold text-amethyst-700">{how.percent}</p>
            </li>
          ))}
        </ol>
        <p>
          {rich(how.example, {
            price: c.dollars(EXAMPLE),
            share: c.cents(EXAMPLE / FINANCING.payments),
            everyWeeks,
          })}
        </p>
      </PageSection>

      <PageSection title={c.eligible.title} id="who-is-eligible">
        <p>{c.eligible.intro}</p>
        <ul className="list-disc space-y-2 pl-6">
          {c.eligible.items.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={c.setUp.title} id="how-to-set-up-your-plan">
        <ol className="list-decimal space-y-2 pl-6">
          {c.setUp.steps.map((step) => (
            <li key={step}>{rich(step, { everyWeeks })}</li>
          ))}
        </ol>
        <p>{rich(c.setUp.after)}</p>
      </PageSection>
    </PageShell>
  );
}
