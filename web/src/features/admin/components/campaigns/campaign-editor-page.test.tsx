import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import type { CampaignDraft } from '@crystal/shared/schemas/campaign';
import { adminApiPath } from '../../api/admin-path';
import { CampaignEditorPage } from './campaign-editor-page';

/** The API client boundary: every request the editor makes goes through adminApi. */
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/admin-request', () => ({ adminApi: api }));

const piece = (id: number, name: string, price: string) =>
  ({ id, name, price, isActive: true, imageUrl: `/media/${id}.webp`, translations: id === 1 ? { fr: { name: 'Pendentif pointe d’améthyste' } } : {} }) as AdminProduct;
const PRODUCTS = [piece(1, 'Amethyst Point Pendant', '68.00'), piece(3, 'Labradorite Moon Necklace', '89.00'), piece(9, 'Selenite Charging Plate', '28.00')];
const DRAFT: CampaignDraft = {
  subject: 'Full moon in December: three pieces from the studio',
  preheader: 'Three pieces made by hand.',
  body: '## Full moon in December\n\nHello from the studio.',
  subjectFr: 'Pleine lune en décembre : trois pièces de l’atelier',
  preheaderFr: 'Trois pièces.',
  bodyFr: '## Pleine lune en décembre\n\nBonjour de l’atelier.',
  source: 'local',
};

beforeEach(() => {
  vi.clearAllMocks();
  api.get.mockImplementation(async (path: string) => {
    if (path === adminApiPath('adminListProducts')) return PRODUCTS;
    if (path === adminApiPath('adminOverview')) return { newsletter: { confirmed: 2, pending: 1 }, reminders: { sent: 0, recovered: 0 } };
    if (path === adminApiPath('adminGetSettings')) return { notificationEmail: 'artisan@example.ca' };
    throw new Error(`unexpected GET ${path}`);
  });
  api.post.mockImplementation(async (path: string) => {
    if (path === adminApiPath('draftCampaign')) return DRAFT;
    if (path === adminApiPath('createCampaign')) return { id: 'c12', status: 'draft' };
    throw new Error(`unexpected POST ${path}`);
  });
});

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/campaigns/new']}>
        <Routes>
          <Route path="/admin/campaigns/new" element={<CampaignEditorPage />} />
          <Route path="/admin/campaigns/:id" element={<p>saved page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const preview = () => (screen.getByTestId('campaign-preview') as HTMLIFrameElement).getAttribute('srcdoc') ?? '';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the campaign editor', () => {
  it('requires a subject and a body; the French is optional', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Body is required')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    type('Subject', 'Winter pieces');
    type('Body', 'Hello <b>friends</b>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(adminApiPath('createCampaign'), expect.objectContaining({ subject: 'Winter pieces', body: 'Hello <b>friends</b>', bodyFr: '', productIds: [] })));
    expect(await screen.findByText('saved page')).toBeTruthy();
  });

  it('previews both languages, escaped, and says when the French falls back to the English', () => {
    renderEditor();
    type('Subject', 'Winter pieces');
    type('Body', '## New\n\nHello <script>x</script>');
    expect(preview()).toContain('<h1 style="margin:0 0 16px;font-size:24px">Winter pieces</h1>');
    expect(preview()).toContain('Hello &lt;script&gt;x&lt;/script&gt;');
    fireEvent.click(screen.getByRole('button', { name: 'French' }));
    expect(screen.getByText(/No French yet/)).toBeTruthy();
    expect(preview()).toContain('Winter pieces');
    type('French subject', 'Pièces d’hiver');
    type('French body', 'Bonjour');
    expect(screen.queryByText(/No French yet/)).toBeNull();
    expect(preview()).toContain('Pièces d’hiver');
    expect(preview()).toContain('Se désabonner');
    fireEvent.click(screen.getByRole('button', { name: 'Desktop' }));
    expect((screen.getByTestId('campaign-preview') as HTMLIFrameElement).style.width).toBe('640px');
  });

  it('drafts with the guide from three pieces and a theme, filling both languages for her to edit', async () => {
    renderEditor();
    await screen.findByRole('button', { name: 'Draft with the guide' });
    fireEvent.click(screen.getByRole('button', { name: 'Draft with the guide' }));
    const panel = screen.getByRole('region', { name: 'Draft with the guide' });
    const write = within(panel).getByRole('button', { name: 'Write the draft' }) as HTMLButtonElement;
    expect(write.disabled).toBe(true);
    for (const name of ['Amethyst', 'Labradorite', 'Selenite']) {
      fireEvent.change(within(panel).getByLabelText('Search pieces by name'), { target: { value: name.toLowerCase() } });
      fireEvent.click(await within(panel).findByRole('button', { name: new RegExp(`Add ${name}`) }));
    }
    fireEvent.change(within(panel).getByLabelText('Theme'), { target: { value: '  full moon in December ' } });
    fireEvent.click(write);
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(adminApiPath('draftCampaign'), { productIds: [1, 3, 9], theme: 'full moon in December' }));
    await waitFor(() => expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(DRAFT.subject));
    expect((screen.getByLabelText('French body') as HTMLTextAreaElement).value).toBe(DRAFT.bodyFr);
    expect(screen.queryByRole('region', { name: 'Draft with the guide' })).toBeNull();
    // The pieces become the mail's cards; the French preview names the piece in French.
    expect(within(screen.getByRole('list', { name: 'Pieces shown as cards: picked' })).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'French' }));
    expect(preview()).toContain('Pendentif pointe d’améthyste');
    expect(preview()).toContain('68,00');

    type('Subject', 'Full moon: three pieces');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(adminApiPath('createCampaign'), expect.objectContaining({ subject: 'Full moon: three pieces', subjectFr: DRAFT.subjectFr, productIds: [1, 3, 9] })),
    );
  });
});
