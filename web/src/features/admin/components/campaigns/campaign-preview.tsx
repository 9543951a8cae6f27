import { useState } from 'react';
import { campaignPreviewHtml, type PreviewLanguage, type PreviewPiece, type PreviewText } from './campaign-preview-html';

const WIDTHS = { phone: 375, desktop: 640 } as const;
type Width = keyof typeof WIDTHS;

function Toggle<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: [T, string][]; onChange: (v: T) => void }) {
  return (
    <div role="group" aria-label={label} className="flex gap-1">
      {options.map(([v, text]) => (
        <button key={v} type="button" aria-pressed={value === v} className={value === v ? 'btn-primary min-h-11' : 'btn-ghost min-h-11'} onClick={() => onChange(v)}>
          {text}
        </button>
      ))}
    </div>
  );
}

/**
 * The mail as it will arrive, in either language, at a phone's width or a desktop's: the same HTML the
 * sender builds from the body (shared/src/campaigns/render-campaign-body.ts), in a sandboxed frame.
 */
export function CampaignPreview({ text, pieces }: { text: PreviewText; pieces: readonly PreviewPiece[] }) {
  const [language, setLanguage] = useState<PreviewLanguage>('en');
  const [width, setWidth] = useState<Width>('phone');
  const frenchMissing = language === 'fr' && (!text.subjectFr.trim() || !text.bodyFr.trim());
  return (
    <section aria-labelledby="preview-heading" className="card space-y-3 p-4">
      <h2 id="preview-heading" className="text-lg font-semibold">
        Preview
      </h2>
      <div className="flex flex-wrap gap-3">
        <Toggle label="Preview language" value={language} options={[['en', 'English'], ['fr', 'French']]} onChange={setLanguage} />
        <Toggle label="Preview width" value={width} options={[['phone', 'Phone'], ['desktop', 'Desktop']]} onChange={setWidth} />
      </div>
      {frenchMissing && <p className="text-sm text-amber-800">No French yet: French subscribers get the English where the French is empty.</p>}
      <div className="overflow-x-auto rounded border border-line bg-cream p-2">
        <iframe
          title={`Mail preview, ${language === 'en' ? 'English' : 'French'}, ${width}`}
          data-testid="campaign-preview"
          sandbox=""
          srcDoc={campaignPreviewHtml(text, pieces, language)}
          style={{ width: WIDTHS[width], height: 640 }}
          className="mx-auto block max-w-none border-0 bg-white"
        />
      </div>
    </section>
  );
}
