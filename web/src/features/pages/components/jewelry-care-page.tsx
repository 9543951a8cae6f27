import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';
import { usePageText } from './page-text';

/** The jewelry care page's words in one language (content/<language>/jewelry-care.ts). */
export type JewelryCareContent = {
  title: string;
  eyebrow: string;
  description: string;
  lead: string;
  everyday: { title: string; items: readonly string[] };
  metal: { title: string; items: readonly { name: string; care: string }[] };
  crystal: {
    title: string;
    intro: string;
    examples: (examples: string) => string;
    items: readonly { name: string; examples: string; care: string }[];
    cleansing: { title: string; text: string };
  };
  professional: { title: string; text: string };
};

export function JewelryCarePage({ content: c }: { content: JewelryCareContent }) {
  const { rich } = usePageText();
  return (
    <PageShell
      path={paths.jewelryCare}
      title={c.title}
      eyebrow={c.eyebrow}
      description={c.description}
      lead={<p>{c.lead}</p>}
    >
      <PageSection title={c.everyday.title} id="everyday-habits">
        <ul className="list-disc space-y-2 pl-6">
          {c.everyday.items.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={c.metal.title} id="metal-care">
        <div className="grid gap-4">
          {c.metal.items.map((m) => (
            <div key={m.name} className="card p-5">
              <h3 className="text-xl font-semibold">{m.name}</h3>
              <p className="mt-2 leading-relaxed text-ink/90">{m.care}</p>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection title={c.crystal.title} id="crystal-care">
        <p>{c.crystal.intro}</p>
        <div className="grid gap-4">
          {c.crystal.items.map((item) => (
            <div key={item.name} className="card p-5">
              <h3 className="text-xl font-semibold">{item.name}</h3>
              <p className="mt-1 text-sm text-muted">{c.crystal.examples(item.examples)}</p>
              <p className="mt-2 leading-relaxed text-ink/90">{item.care}</p>
            </div>
          ))}
        </div>
        <h3 className="text-xl font-semibold">{c.crystal.cleansing.title}</h3>
        <p>{c.crystal.cleansing.text}</p>
      </PageSection>

      <PageSection title={c.professional.title} id="professional-cleaning-and-repairs">
        <p>{rich(c.professional.text)}</p>
      </PageSection>
    </PageShell>
  );
}
