import { Link } from 'react-router-dom';
import type { UnfinishedSellerDetail } from '@crystal/shared/schemas/admin-dashboard';
import { adminPaths } from '../admin-paths';

const LABELS: Record<UnfinishedSellerDetail['field'], string> = {
  legalName: 'legal name',
  address: 'address',
  phone: 'phone',
  replyToEmail: 'reply-to email',
};

const describe = (d: UnfinishedSellerDetail) =>
  d.reason === 'fictional' ? `your ${LABELS[d.field]} (the demo's 555 number reaches no one)` : `your ${LABELS[d.field]}`;

/** Shown on the overview while the confirmation email lacks one of the seller details it must disclose. */
export function FinishSettingsPrompt({ details }: { details: UnfinishedSellerDetail[] }) {
  if (details.length === 0) return null;
  return (
    <section aria-labelledby="finish-settings" className="card border-amber-300 bg-amber-50 p-4" data-testid="finish-settings">
      <h2 id="finish-settings" className="text-lg font-semibold">
        Finish your shop settings
      </h2>
      <p className="mt-1 text-sm">
        Every order confirmation tells the shopper your legal name, address, phone and email, as Canadian internet-sales
        rules ask. Still to give: {details.map(describe).join('; ')}.
      </p>
      <Link to={adminPaths.settings} className="btn-primary mt-3 inline-flex">
        Open settings
      </Link>
    </section>
  );
}
