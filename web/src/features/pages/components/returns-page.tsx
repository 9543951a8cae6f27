import { Link } from 'react-router-dom';
import { RETURNS, SHOP } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-info';
import { PageShell, PageSection } from './page-shell';
import { ScrollTable } from './scroll-table';

export function ReturnsPage() {
  const { returnWindowDays, replyToEmail } = useShopDetails();
  return (
    <PageShell
      path={paths.returns}
      title="Returns & Exchanges"
      eyebrow="Satisfaction guarantee"
      description={`Return any piece within ${returnWindowDays} days, quality issues within ${RETURNS.qualityIssueDays} days; custom orders exchange only within ${RETURNS.customExchangeDays} days. Refunds within ${RETURNS.refundBusinessDays} business days.`}
      lead={
        <p>
          We want you to love what you receive. If a piece is not right for you, here is how returns and exchanges
          work.
        </p>
      }
    >
      <PageSection title="Return windows">
        <ScrollTable
          caption="How long you have to return or exchange a piece, counted from delivery"
          headers={['Situation', 'Window', 'What we offer']}
          rows={[
            ['Satisfaction guarantee', `${returnWindowDays} days`, 'A full refund or an exchange for any reason, for unworn pieces in their original packaging.'],
            ['Quality issues', `${RETURNS.qualityIssueDays} days`, 'A refund, replacement or free repair if something is wrong with the making or the materials.'],
            ['Custom orders', `${RETURNS.customExchangeDays} days`, 'Exchange only, including size adjustments; custom pieces cannot be refunded.'],
          ]}
        />
      </PageSection>

      <PageSection title="How to return a piece">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Write to us at{' '}
            <a href={`mailto:${replyToEmail}`} className="font-semibold text-amethyst-700 underline underline-offset-2">
              {replyToEmail}
            </a>{' '}
            or through the{' '}
            <Link to={paths.contact} className="font-semibold text-amethyst-700 underline underline-offset-2">
              contact form
            </Link>{' '}
            with your order number and what you would like to do.
          </li>
          <li>We send you the return address and instructions, usually within {SHOP.replyWithinHours} hours.</li>
          <li>Pack the piece in its pouch and box and ship it with tracking.</li>
          <li>
            Once it arrives, we refund you to your original payment method within {RETURNS.refundBusinessDays} business
            days of receipt.
          </li>
        </ol>
      </PageSection>

      <PageSection title="Items we cannot take back">
        <p>For hygiene and fairness, the following cannot be returned:</p>
        <ul className="list-disc space-y-2 pl-6">
          {RETURNS.nonReturnable.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          Quality issues outside these windows may still be covered by our{' '}
          <Link to={paths.warranty} className="font-semibold text-amethyst-700 underline underline-offset-2">
            warranty
          </Link>
          .
        </p>
      </PageSection>
    </PageShell>
  );
}
