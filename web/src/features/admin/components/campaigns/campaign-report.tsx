import type { Campaign } from '../../api/campaigns';
import { when } from '../format';

const STATUS = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' } as const;

export const campaignStatusText = (c: Pick<Campaign, 'status' | 'sendAt'>) =>
  c.status === 'scheduled' && c.sendAt ? `Scheduled for ${when(c.sendAt)}` : STATUS[c.status];

/** What became of a campaign: sent, failed, suppressed (never mailed), and unsubscribed since it went out. */
export function CampaignReport({ campaign }: { campaign: Campaign }) {
  const figures: [string, number][] = [
    ['Sent', campaign.sent],
    ['Failed', campaign.failed],
    ['Suppressed', campaign.suppressed],
    ['Unsubscribed since', campaign.unsubscribedSince],
  ];
  return (
    <section aria-labelledby="report-heading" className="card space-y-3 p-4">
      <h2 id="report-heading" className="text-lg font-semibold">
        Report <span className="text-sm font-normal text-muted">{campaignStatusText(campaign)}</span>
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold" data-testid={`report-${label.toLowerCase().replace(/ /g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
