import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';
import { usePageText } from './page-text';
import { ScrollTable } from './scroll-table';

/** The returns page's words in one language (content/<language>/returns.ts); {returnWindowDays} is the shop's setting. */
export type ReturnsContent = {
  title: string;
  eyebrow: string;
  description: string;
  lead: string;
  windows: {
    title: string;
    caption: string;
    headers: string[];
    rows: readonly (readonly [string, string, string])[];
  };
  howTo: { title: string; steps: readonly string[] };
  cannot: { title: string; intro: string; items: readonly string[]; after: string };
};

export function ReturnsPage({ content: c }: { content: ReturnsContent }) {
  const { rich, plain } = usePageText();
  return (
    <PageShell
      path={paths.returns}
      title={c.title}
      eyebrow={c.eyebrow}
      description={plain(c.description)}
      lead={<p>{c.lead}</p>}
    >
      <PageSection title={c.windows.title} id="return-windows">
        <ScrollTable
          caption={c.windows.caption}
          headers={c.windows.headers}
          rows={c.windows.rows.map((row) => row.map((cell) => plain(cell)))}
        />
      </PageSection>

      <PageSection title={c.howTo.title} id="how-to-return-a-piece">
        <ol className="list-decimal space-y-2 pl-6">
          {c.howTo.steps.map((step) => (
            <li key={step}>{rich(step)}</li>
          ))}
        </ol>
      </PageSection>

      <PageSection title={c.cannot.title} id="items-we-cannot-take-back">
        <p>{c.cannot.intro}</p>
        <ul className="list-disc space-y-2 pl-6">
          {c.cannot.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{rich(c.cannot.after)}</p>
      </PageSection>
    </PageShell>
  );
}
