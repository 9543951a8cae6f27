import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';
import { usePageText } from './page-text';
import { ScrollTable } from './scroll-table';

/** The warranty page's words in one language (content/<language>/warranty.ts). */
export type WarrantyContent = {
  title: string;
  eyebrow: string;
  description: string;
  lead: string;
  covered: {
    title: string;
    caption: string;
    headers: string[];
    rows: readonly (readonly string[])[];
    after: string;
  };
  notCovered: { title: string; items: readonly string[] };
  claim: { title: string; steps: readonly string[] };
};

export function WarrantyPage({ content: c }: { content: WarrantyContent }) {
  const { rich } = usePageText();
  return (
    <PageShell
      path={paths.warranty}
      title={c.title}
      eyebrow={c.eyebrow}
      description={c.description}
      lead={<p>{c.lead}</p>}
    >
      <PageSection title={c.covered.title} id="what-is-covered">
        <ScrollTable
          caption={c.covered.caption}
          headers={c.covered.headers}
          rows={c.covered.rows.map((row) => [...row])}
        />
        <p>{c.covered.after}</p>
      </PageSection>

      <PageSection title={c.notCovered.title} id="what-is-not-covered">
        <ul className="list-disc space-y-2 pl-6">
          {c.notCovered.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={c.claim.title} id="how-to-make-a-claim">
        <ol className="list-decimal space-y-2 pl-6">
          {c.claim.steps.map((step) => (
            <li key={step}>{rich(step)}</li>
          ))}
        </ol>
      </PageSection>
    </PageShell>
  );
}
