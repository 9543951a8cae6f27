import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';
import { usePageText } from './page-text';
import { ScrollTable } from './scroll-table';

type Table = {
  title: string;
  text: string;
  caption: string;
  headers: string[];
  rows: readonly (readonly string[])[];
};

/** The size guide's words and tables in one language (content/<language>/size-guide.ts). */
export type SizeGuideContent = {
  title: string;
  eyebrow: string;
  description: string;
  lead: string;
  necklaces: Table;
  rings: Table;
  bracelets: Table;
  measure: { title: string; parts: readonly { title: string; steps: readonly string[] }[] };
  custom: { title: string; text: string; resizing: string };
};

export function SizeGuidePage({ content: c }: { content: SizeGuideContent }) {
  const { rich } = usePageText();
  const table = (id: string, t: Table) => (
    <PageSection title={t.title} id={id}>
      <p>{t.text}</p>
      <ScrollTable caption={t.caption} headers={t.headers} rows={t.rows.map((row) => [...row])} />
    </PageSection>
  );
  return (
    <PageShell
      path={paths.sizeGuide}
      title={c.title}
      eyebrow={c.eyebrow}
      description={c.description}
      lead={<p>{c.lead}</p>}
    >
      {table('necklace-lengths', c.necklaces)}
      {table('ring-size-chart', c.rings)}
      {table('bracelet-sizes', c.bracelets)}

      <PageSection title={c.measure.title} id="how-to-measure">
        {c.measure.parts.map((part) => [
          <h3 key={`${part.title}-title`} className="text-xl font-semibold">
            {part.title}
          </h3>,
          <ol key={`${part.title}-steps`} className="list-decimal space-y-2 pl-6">
            {part.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>,
        ])}
      </PageSection>

      <PageSection title={c.custom.title} id="custom-sizing-and-resizing">
        <p>{rich(c.custom.text)}</p>
        <p>{rich(c.custom.resizing)}</p>
      </PageSection>
    </PageShell>
  );
}
