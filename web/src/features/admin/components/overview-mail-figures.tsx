import { Link } from 'react-router-dom';
import type { AdminOverview } from '@crystal/shared/schemas/admin-dashboard';
import { useCampaign, useCampaigns } from '../api/campaigns';
import { adminPaths } from '../admin-paths';
import { plural, when } from './format';

/** The newsletter on the overview: the list's size, the last campaign's figures, this month's checkout reminders. */
export function OverviewMailFigures({ newsletter, reminders }: Pick<AdminOverview, 'newsletter' | 'reminders'>) {
  const last = (useCampaigns().data ?? [])
    .filter((c) => c.status === 'sent' || c.status === 'sending')
    .sort((a, b) => (b.sendAt ?? b.updatedAt).localeCompare(a.sendAt ?? a.updatedAt))[0];
  // The list carries the counters; "unsubscribed since" is counted for one campaign's report.
  const report = useCampaign(last?.id).data;
  return (
    <section aria-labelledby="mail-figures" className="card p-4">
      <h2 id="mail-figures" className="text-lg font-semibold">
        Newsletter and reminders
      </h2>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">On the list</dt>
          <dd className="text-2xl font-semibold" data-testid="list-confirmed">
            {newsletter.confirmed} confirmed
          </dd>
          <dd className="text-sm text-muted" data-testid="list-pending">
            {newsletter.pending} waiting to confirm
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Last campaign</dt>
          {last ? (
            <>
              <dd className="truncate font-medium">
                <Link to={adminPaths.campaign(last.id)} className="text-amethyst-700 underline">
                  {last.subject}
                </Link>
              </dd>
              <dd className="text-sm text-muted" data-testid="last-campaign">
                {last.sent} sent · {last.failed} failed · {last.suppressed} suppressed
                {report ? ` · ${report.unsubscribedSince} unsubscribed since` : ''}
                {last.sendAt ? ` · ${when(last.sendAt)}` : ''}
              </dd>
            </>
          ) : (
            <dd className="text-sm text-muted">
              None sent yet. <Link to={adminPaths.newCampaign} className="text-amethyst-700 underline">Write one</Link>
            </dd>
          )}
        </div>
        <div>
          <dt className="text-sm text-muted">Checkout reminders this month</dt>
          <dd className="text-2xl font-semibold" data-testid="reminders-sent">
            {plural(reminders.sent, 'reminder')} sent
          </dd>
          <dd className="text-sm text-muted" data-testid="reminders-recovered">
            {reminders.recovered} paid after the reminder
          </dd>
        </div>
      </dl>
    </section>
  );
}
