import { Link } from 'react-router-dom';
import { FINANCING, SHOP } from '@crystal/shared/constants';
import { dollars, FINANCING_ELIGIBILITY, financingSummary } from '@crystal/shared/shop-facts/policy-texts';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const word = (n: number) => WORDS[n] ?? String(n);
/** Weeks between the instalments: the first is paid today and the last at the end of the period. */
const everyWeeks = FINANCING.weeks / (FINANCING.payments - 1);

export function FinancingPage() {
  const example = 200;
  const share = example / FINANCING.payments;
  return (
    <PageShell
      path={paths.financing}
      title="Financing"
      eyebrow="Pay over time"
      description={financingSummary}
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
              <p className="mt-1 text-sm text-muted">{i === 0 ? 'Today' : `Week ${i * everyWeeks}`}</p>
              <p className="mt-2 text-2xl font-semibold text-amethyst-700">{FINANCING.todayPercent}%</p>
            </li>
          ))}
        </ol>
        <p>
          For example, a {dollars(example)} necklace becomes {word(FINANCING.payments)} payments of ${share.toFixed(2)}:
          the first today, then one every {everyWeeks} weeks. No interest and no fees.
        </p>
      </PageSection>

      <PageSection title="Who is eligible">
        <p>A payment plan is open to you when you have:</p>
        <ul className="list-disc space-y-2 pl-6">
          {FINANCING_ELIGIBILITY.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title="How to set up your plan">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Send us a message through our{' '}
            <Link to={paths.contact} className="font-semibold text-amethyst-700 underline underline-offset-2">
              contact page
            </Link>{' '}
            with the piece you would like and &ldquo;Payment plan&rdquo; as the subject.
          </li>
          <li>
            We reply within {SHOP.replyWithinHours} hours, confirm the four conditions above and reserve the piece for
            you.
          </li>
          <li>
            You pay the first {FINANCING.todayPercent}% that day with your Canadian card, and your piece ships. The
            remaining payments follow every {everyWeeks} weeks.
          </li>
        </ol>
        <p>
          You can pay off the balance early at any time, at no cost. Returns follow our usual{' '}
          <Link to={paths.returns} className="font-semibold text-amethyst-700 underline underline-offset-2">
            returns policy
          </Link>
          , and anything refunded goes back to the card your payments came from.
        </p>
      </PageSection>
    </PageShell>
  );
}
