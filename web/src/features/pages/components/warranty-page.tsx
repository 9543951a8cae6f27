import { Link } from 'react-router-dom';
import { WARRANTY } from '@crystal/shared/constants';
import { WARRANTY_LINES, warrantySummary } from '@crystal/shared/shop-facts/policy-texts';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-info';
import { PageShell, PageSection } from './page-shell';
import { ScrollTable } from './scroll-table';

export function WarrantyPage() {
  const { replyToEmail } = useShopDetails();
  return (
    <PageShell
      path={paths.warranty}
      title="Warranty"
      eyebrow="Made to last"
      description={warrantySummary}
      lead={
        <p>
          We make every piece to be worn and loved for years, and we stand behind it. Here is exactly what is covered
          and for how long.
        </p>
      }
    >
      <PageSection title="What is covered">
        <ScrollTable
          caption="Warranty coverage and how long it lasts"
          headers={['Coverage', 'How long', 'What it covers']}
          rows={WARRANTY_LINES.map((l) => [l.what, l.term, l.covers])}
        />
        <p>The warranty runs from the day your order is delivered and covers the original purchaser.</p>
      </PageSection>

      <PageSection title="What is not covered">
        <ul className="list-disc space-y-2 pl-6">
          <li>Natural tarnish and patina on silver, copper and brass (see our jewelry care guide).</li>
          <li>Damage from accidents, misuse, or exposure to chemicals, chlorine or salt water.</li>
          <li>Chips or scratches in stones from knocks and drops.</li>
          <li>Pieces altered or repaired by someone other than us.</li>
        </ul>
      </PageSection>

      <PageSection title="How to make a claim">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Email <a href={`mailto:${replyToEmail}`} className="font-semibold text-amethyst-700 underline underline-offset-2">{replyToEmail}</a>{' '}
            or use our{' '}
            <Link to={paths.contact} className="font-semibold text-amethyst-700 underline underline-offset-2">
              contact form
            </Link>{' '}
            with your order number and a photo of the issue.
          </li>
          <li>We review every claim within {WARRANTY.claimReviewHours} hours and send you a prepaid shipping label.</li>
          <li>
            Once your piece arrives, we repair or replace it within {WARRANTY.repairDays} days and ship it back to you
            free of charge.
          </li>
        </ol>
      </PageSection>
    </PageShell>
  );
}
