import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { campaignQuery, campaignsQuery, type Campaign, type CampaignSummary } from '../api/campaigns';
import { OverviewMailFigures } from './overview-mail-figures';

const campaign = (id: number, status: CampaignSummary['status'], sendAt: string, sent: number): CampaignSummary =>
  ({ id: String(id), status, sendAt, subject: `Campaign ${id}`, sent, failed: 1, suppressed: 2, createdAt: sendAt, updatedAt: sendAt });

function renderFigures(campaigns: CampaignSummary[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(campaignsQuery().queryKey, campaigns);
  // The last one's report, as getCampaign answers it.
  for (const c of campaigns) client.setQueryData(campaignQuery(c.id).queryKey, { ...c, unsubscribedSince: 3 } as Campaign);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OverviewMailFigures newsletter={{ confirmed: 120, pending: 4 }} reminders={{ sent: 1, recovered: 1 }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the overview’s newsletter figures', () => {
  it('shows the list’s size, the last campaign sent (not a draft), and this month’s reminders', () => {
    renderFigures([
      campaign(1, 'sent', '2026-11-01T15:00:00Z', 90),
      campaign(2, 'sent', '2026-11-20T15:00:00Z', 110),
      campaign(3, 'draft', '2026-11-25T15:00:00Z', 0),
    ]);
    expect(screen.getByTestId('list-confirmed').textContent).toBe('120 confirmed');
    expect(screen.getByTestId('list-pending').textContent).toBe('4 waiting to confirm');
    expect(screen.getByRole('link', { name: 'Campaign 2' })).toBeTruthy();
    expect(screen.getByTestId('last-campaign').textContent).toMatch(/^110 sent · 1 failed · 2 suppressed · 3 unsubscribed since/);
    expect(screen.getByTestId('reminders-sent').textContent).toBe('1 reminder sent');
    expect(screen.getByTestId('reminders-recovered').textContent).toBe('1 paid after the reminder');
  });

  it('says when no campaign has gone out yet', () => {
    renderFigures([campaign(3, 'draft', '2026-11-25T15:00:00Z', 0)]);
    expect(screen.getByText(/None sent yet/)).toBeTruthy();
  });
});
