import type { ReactNode } from 'react';
import { infoPageHead } from '@crystal/shared/page-head/shop-page-heads';
import { HeadTags, headContext } from '@/components/ui/seo';

type PageShellProps = {
  title: string;
  /** In-app path, for the canonical URL. */
  path: string;
  description: string;
  eyebrow?: string;
  lead: ReactNode;
  children: ReactNode;
};

/** The frame of every information page: <title>, meta description, one h1, a lead and the body. */
export function PageShell({ title, path, description, eyebrow, lead, children }: PageShellProps) {
  return (
    <>
      <HeadTags head={infoPageHead(headContext(), { title, description, path })} />
      <section className="bg-gradient-to-b from-amethyst-50 to-cream">
        <div className="container-page py-12 sm:py-16">
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-amethyst-700">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 max-w-3xl text-3xl font-semibold sm:text-5xl">{title}</h1>
          <div className="mt-4 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{lead}</div>
        </div>
      </section>
      <div className="container-page space-y-12 pb-16 pt-6 sm:space-y-14">{children}</div>
    </>
  );
}

type SectionProps = { title: string; id?: string; children: ReactNode; className?: string };

/** One h2 section of an information page, with readable prose width. */
export function PageSection({ title, id, children, className }: SectionProps) {
  const headingId = id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 max-w-3xl space-y-4 leading-relaxed text-ink/90">{children}</div>
    </section>
  );
}
