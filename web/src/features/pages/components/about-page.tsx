import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';

type Card = { title: string; text: string };

/** The about page's words in one language (content/<language>/about.ts). */
export type AboutContent = {
  title: string;
  eyebrow: string;
  description: string;
  lead: string;
  mission: Card;
  story: {
    title: string;
    phase: (n: number, phase: string) => string;
    phases: readonly (Card & { phase: string })[];
  };
  values: { title: string; items: readonly Card[] };
  craft: {
    title: string;
    step: (n: number, step: string) => string;
    steps: readonly { step: string; text: string }[];
  };
  custom: { text: string; browse: string; consult: string };
};

export function AboutPage({ content: c }: { content: AboutContent }) {
  return (
    <PageShell
      path={paths.about}
      title={c.title}
      eyebrow={c.eyebrow}
      description={c.description}
      lead={<p>{c.lead}</p>}
    >
      <PageSection title={c.mission.title} id="our-mission">
        <p>{c.mission.text}</p>
      </PageSection>

      <section aria-labelledby="our-story">
        <h2 id="our-story" className="text-2xl font-semibold sm:text-3xl">
          {c.story.title}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {c.story.phases.map((s, i) => (
            <li key={s.phase} className="card p-6">
              <p className="text-sm font-semibold uppercase tracking-wider text-amethyst-700">
                {c.story.phase(i + 1, s.phase)}
              </p>
              <h3 className="mt-2 text-xl font-semibold">{s.title}</h3>
              <p className="mt-3 leading-relaxed text-ink/90">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="our-values">
        <h2 id="our-values" className="text-2xl font-semibold sm:text-3xl">
          {c.values.title}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {c.values.items.map((v) => (
            <li key={v.title} className="card p-6">
              <h3 className="text-xl font-semibold">{v.title}</h3>
              <p className="mt-2 leading-relaxed text-ink/90">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="our-craft">
        <h2 id="our-craft" className="text-2xl font-semibold sm:text-3xl">
          {c.craft.title}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {c.craft.steps.map((s, i) => (
            <li key={s.step} className="card p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-amethyst-100 font-semibold text-amethyst-800"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 text-xl font-semibold">{c.craft.step(i + 1, s.step)}</h3>
              <p className="mt-2 leading-relaxed text-ink/90">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="card flex flex-col items-start gap-4 bg-mist p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl leading-relaxed">{c.custom.text}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.products} className="btn-primary">
            {c.custom.browse}
          </Link>
          <Link to={paths.contact} className="btn-outline">
            {c.custom.consult}
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
