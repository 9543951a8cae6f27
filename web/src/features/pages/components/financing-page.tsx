import { CURRENCY, FINANCING } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';

const dollars = (n: number) => `$${n.toLocaleString('en-CA')}`;
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const word = (n: number) => WORDS[n] ?? String(n);
/** Weeks between the instalments: the first is paid today and the last at the end of the period. */
const everyWeeks = FINANCING.weeks / (FINANCING.payments - 1);

export const ELIGIBILITY = [
  `A purchase between ${dollars(FINANCING.minDollars)} and ${dollars(FINANCING.maxDollars)} ${CURRENCY}`,
  'A Canadian card',
  `Age ${FINANCING.minAge} or older`,
  'A Canadian shipping address',
] as const;

export function FinancingPage() {
  const example = 200;
  const share = example / FINANCING.payments;
  return (
    <PageShell
      path={paths.financing}
      title="Financing"
      eyebrow="Pay over time"
      description={`Split your purchase into ${FINANCING.payments} interest-free payments over ${FINANCING.weeks} weeks, with ${FINANCING.todayPercent}% paid today. For purchases between ${dollars(FINANCING.minDollars)} and ${dollars(FINANCING.maxDollars)} ${CURRENCY}.`}
      lead={
        <p>
          Spread the cost of a special piece without paying a cent of interest: {word(FINANCING.payments)}{' '}
          interest-free payments over {FINANCING.weeks} weeks, with {FINANCING.todayPercent}% paid today.
        </p>
      }
    >
      <PageSection title="How it works">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: FINANCING.payments }, (_, i) => (
            <li key={i} className="card p-5">
              <h3 className="text-lg font-semibold">Payment {i + 1}</h3>
              <p className="mt-1 text-sm text-muted">{i === 0 ? 'Today, at checkout' : `Week ${i * everyWeeks}`}</p>
              <p className="mt-2 text-2xl font-semibold text-amethyst-700">{FINANCING.todayPercent}%</p>
            </li>
          ))}
        </ol>
        <p>
          For example, a {dollars(example)} necklace becomes {FINANCING.payments} payments of ${share.toFixed(2)}: the
          first today, then one every {everyWeeks} weeks. No interest, no fees when you pay on time, and your piece ships
          right away.
        </p>
      </PageSection>

      <PageSection title="Who is eligible">
        <p>You can choose financing at checkout when you have:</p>
        <ul className="list-disc space-y-2 pl-6">
          {ELIGIBILITY.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          If your order meets all four conditions, the option to pay in {word(FINANCING.payments)} instalments is
          offered when you pay.
        </p>
      </PageSection>

      <PageSection title="Good to know">
        <ul className="list-disc space-y-2 pl-6">
          <li>Payments are taken automatically from the card you used at checkout.</li>
          <li>You can pay off the balance early at any time, at no cost.</li>
          <li>Returns follow our usual policy; refunded amounts are returned to the card your payments came from.</li>
        </ul>
      </PageSection>
    </PageShell>
  );
}
