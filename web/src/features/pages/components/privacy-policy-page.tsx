import type { ReactNode } from 'react';
import { regionWithPlace, type AiGuideProcessing } from '@crystal/shared/ai-guide-processing';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';
import { usePageText } from './page-text';
import { ScrollTable } from './scroll-table';

type Prose = { title: string; text: string };
type List = { title: string; intro?: string; items: readonly string[]; after: string };

/** The privacy policy's words in one language (content/<language>/privacy-policy.ts). */
export type PrivacyPolicyContent = {
  language: 'en' | 'fr';
  title: string;
  eyebrow: string;
  description: string;
  lead: string;
  noTracking: { title: string; paragraphs: readonly string[] };
  store: { title: string; caption: string; headers: string[]; rows: readonly (readonly string[])[] };
  use: List;
  /** `aiGuide` is the item for where the guide runs: on Bedrock ({region}, {speechRegion}), locally, or not known yet. */
  share: List & { aiGuide: { bedrock: string; local: string; unknown: string } };
  /** `after` names {byPhone}, said only when the shop has a phone. */
  rights: List & { byPhone: string };
  safe: Prose;
  changes: Prose;
};

export function PrivacyPolicyPage({ content: c }: { content: PrivacyPolicyContent }) {
  const { details, rich, plain } = usePageText();
  const list = (id: string, { title, intro, items, after }: List, values = {}, extra?: ReactNode) => (
    <PageSection title={title} id={id}>
      {intro ? <p>{intro}</p> : null}
      <ul className="list-disc space-y-2 pl-6">
        {items.map((item) => (
          <li key={item}>{rich(item)}</li>
        ))}
        {extra}
      </ul>
      <p>{rich(after, values)}</p>
    </PageSection>
  );
  const prose = (id: string, { title, text }: Prose) => (
    <PageSection title={title} id={id}>
      <p>{text}</p>
    </PageSection>
  );
  return (
    <PageShell
      path={paths.privacy}
      title={c.title}
      eyebrow={c.eyebrow}
      description={plain(c.description)}
      lead={<p>{rich(c.lead)}</p>}
    >
      <PageSection title={c.noTracking.title} id="no-account-no-tracking">
        {c.noTracking.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </PageSection>

      <PageSection title={c.store.title} id="what-we-store-and-for-how-long">
        <ScrollTable
          caption={c.store.caption}
          headers={c.store.headers}
          rows={c.store.rows.map((row) => [...row])}
        />
      </PageSection>

      {list('how-we-use-it', c.use)}
      {list('who-we-share-it-with', c.share, {}, <li>{aiGuideItem(c.share.aiGuide, details.aiGuide, c.language, rich)}</li>)}
      {list('your-rights-and-privacy-requests', c.rights, {
        byPhone: details.phone ? rich(c.rights.byPhone) : null,
      })}
      {prose('keeping-it-safe', c.safe)}
      {prose('changes-to-this-policy', c.changes)}
    </PageShell>
  );
}

/** Where the guide runs, as the shop's details say once they load (the stack's regions), or in general until then. */
function aiGuideItem(
  texts: PrivacyPolicyContent['share']['aiGuide'],
  where: AiGuideProcessing | undefined,
  lang: 'en' | 'fr',
  rich: (text: string, values?: Record<string, string>) => ReactNode,
): ReactNode {
  if (where?.provider === 'local') return rich(texts.local);
  if (where?.provider !== 'bedrock') return rich(texts.unknown);
  return rich(texts.bedrock, { region: regionWithPlace(where.region, lang), speechRegion: regionWithPlace(where.speechRegion, lang) });
}
