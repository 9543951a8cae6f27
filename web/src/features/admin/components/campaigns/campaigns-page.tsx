import { Link } from 'react-router-dom';
import { useCampaigns } from '../../api/campaigns';
import { useOverview } from '../../api/get-overview';
import { adminPaths } from '../../admin-paths';
import { LoadState, PageHeading } from '../admin-shell';
import { when } from '../format';
import { campaignStatusText } from './campaign-report';

/** /admin/campaigns: each campaign with its status and figures, newest first, and the list's size. */
export function CampaignsPage() {
  const { data, isLoading, error } = useCampaigns();
  const list = useOverview().data?.newsletter;
  const campaigns = [...(data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <>
      <PageHeading title="Campaigns" />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {list && (
          <p className="text-sm text-muted" data-testid="list-size">
            {list.confirmed} confirmed subscribers, {list.pending} waiting to confirm
          </p>
        )}
        <Link to={adminPaths.newCampaign} className="btn-primary min-h-11">
          New campaign
        </Link>
      </div>
      <LoadState isLoading={isLoading} error={error}>
        {campaigns.length === 0 ? (
          <p className="card p-4 text-sm text-muted">No campaigns yet. Write one, or let the guide draft it from the pieces you pick.</p>
        ) : (
          <ul className="card divide-y divide-line">
            {campaigns.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <Link to={adminPaths.campaign(c.id)} className="min-w-0 font-medium text-amethyst-700 underline-offset-2 hover:underline">
                  <span className="block truncate">{c.subject}</span>
                  <span className="block text-xs font-normal text-muted">{campaignStatusText(c)} · created {when(c.createdAt)}</span>
                </Link>
                {c.status !== 'draft' && (
                  <span className="text-sm text-muted">
                    {c.sent} sent · {c.failed} failed · {c.suppressed} suppressed
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </>
  );
}
