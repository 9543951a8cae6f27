import { useState } from 'react';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import { CAMPAIGN_LIMITS, type CampaignDraft } from '@crystal/shared/schemas/campaign';
import { useDraftCampaign } from '../../api/campaigns';
import { saveError } from '../api-issues';
import { PiecePicker } from './piece-picker';

/**
 * "Draft with the guide": she picks pieces and a theme; the guide writes both languages into the editor's
 * fields, which she then edits. Nothing is saved or sent by it.
 */
export function DraftWithGuide({ products, onDraft }: { products: readonly AdminProduct[]; onDraft: (draft: CampaignDraft, productIds: number[]) => void }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [theme, setTheme] = useState('');
  const draft = useDraftCampaign();
  if (!open) {
    return (
      <button type="button" className="btn-ghost min-h-11 border border-amethyst-200" onClick={() => setOpen(true)}>
        Draft with the guide
      </button>
    );
  }
  const ready = picked.length > 0 && theme.trim().length > 0;
  return (
    <section aria-label="Draft with the guide" className="card space-y-3 border-amethyst-200 p-4">
      <h2 className="text-lg font-semibold">Draft with the guide</h2>
      <p className="text-sm text-muted">Pick 1 to {CAMPAIGN_LIMITS.products} pieces and say what the mail is about. The guide fills in English and French; you edit before anything is sent.</p>
      <PiecePicker label="Pieces for the guide" products={products} picked={picked} onChange={setPicked} max={CAMPAIGN_LIMITS.products} />
      <label className="flex flex-col text-sm font-medium">
        Theme
        <input className="input mt-1" value={theme} maxLength={CAMPAIGN_LIMITS.theme} placeholder="full moon in December" onChange={(e) => setTheme(e.target.value)} />
      </label>
      {draft.error && (
        <p role="alert" className="text-sm text-danger">
          {saveError(draft.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary min-h-11"
          disabled={!ready || draft.isPending}
          onClick={() => draft.mutate({ productIds: picked, theme: theme.trim() }, { onSuccess: (d) => { onDraft(d, picked); setOpen(false); } })}
        >
          {draft.isPending ? 'Drafting…' : 'Write the draft'}
        </button>
        <button type="button" className="btn-ghost min-h-11" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </section>
  );
}
