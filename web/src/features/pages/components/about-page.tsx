import { Link } from 'react-router-dom';
import { SHOP } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';

const STORY = [
  {
    phase: 'The spark',
    title: 'A single stone on a prairie morning',
    text: `It began with one piece of rough amethyst, found in a box of our grandmother's keepsakes. Holding it through a long ${SHOP.city} winter, we started wrapping it in silver wire at the kitchen table, and friends began asking for one of their own.`,
  },
  {
    phase: 'The learning',
    title: 'Years at the bench',
    text: 'We studied wire wrapping, metalsmithing and stone setting, sourced our first crystals from small family miners, and sold at local markets across Manitoba, learning from every person who tried a piece on.',
  },
  {
    phase: 'Today',
    title: 'A small studio, shipping across Canada',
    text: `Today every piece is still designed and finished by hand in our ${SHOP.city} studio, and it travels from here to homes across ${SHOP.country}, each one wrapped with the same care as that first stone.`,
  },
] as const;

const VALUES = [
  { title: 'Ethically sourced', text: 'We buy from miners and dealers we know by name, and we ask where every stone came from.' },
  { title: 'Made by hand', text: 'No mass production: each wrap, setting and clasp is shaped at our bench, one piece at a time.' },
  { title: 'Honest words', text: 'We tell you what a stone is, how it was treated and how to care for it. No invented urgency, no fake reviews.' },
  { title: 'Made to last', text: 'Solid metals, careful finishing and a warranty we stand behind, so your piece can be worn for years.' },
] as const;

const CRAFT = [
  { step: 'Choose', text: 'We select each crystal for its clarity, colour and character, then plan a design that lets it shine.' },
  { step: 'Shape', text: 'Wire is wrapped, metal is formed and the stone is secured by hand, with no glue where a wrap will hold.' },
  { step: 'Finish', text: 'Every piece is polished, inspected, cleansed and packed by the same hands that made it.' },
] as const;

export function AboutPage() {
  return (
    <PageShell
      path={paths.about}
      title="About Sacred Crystal Jewelry"
      eyebrow="Our story"
      description={`Handmade crystal jewellery from a small studio in ${SHOP.city}, ${SHOP.province}: our mission, our story, our values and how each piece is made.`}
      lead={
        <p>
          We are a small studio in {SHOP.city}, {SHOP.province}, making crystal and gemstone jewellery by hand, one
          piece at a time.
        </p>
      }
    >
      <PageSection title="Our mission">
        <p>
          To make beautiful, well-crafted jewellery around natural crystals, sourced with care and made to be worn every
          day, so that each piece becomes a small, personal reminder of what matters to the person wearing it.
        </p>
      </PageSection>

      <section aria-labelledby="our-story">
        <h2 id="our-story" className="text-2xl font-semibold sm:text-3xl">
          Our story
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STORY.map((s, i) => (
            <li key={s.phase} className="card p-6">
              <p className="text-sm font-semibold uppercase tracking-wider text-amethyst-700">
                Phase {i + 1}: {s.phase}
              </p>
              <h3 className="mt-2 text-xl font-semibold">{s.title}</h3>
              <p className="mt-3 leading-relaxed text-ink/90">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="our-values">
        <h2 id="our-values" className="text-2xl font-semibold sm:text-3xl">
          Our values
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {VALUES.map((v) => (
            <li key={v.title} className="card p-6">
              <h3 className="text-xl font-semibold">{v.title}</h3>
              <p className="mt-2 leading-relaxed text-ink/90">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="our-craft">
        <h2 id="our-craft" className="text-2xl font-semibold sm:text-3xl">
          Our craft, in three steps
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {CRAFT.map((c, i) => (
            <li key={c.step} className="card p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-amethyst-100 font-semibold text-amethyst-800"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 text-xl font-semibold">
                Step {i + 1}: {c.step}
              </h3>
              <p className="mt-2 leading-relaxed text-ink/90">{c.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="card flex flex-col items-start gap-4 bg-mist p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl leading-relaxed">
          Looking for something made just for you? We love custom work and reply within {SHOP.replyWithinHours} hours.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.products} className="btn-primary">
            Browse the collection
          </Link>
          <Link to={paths.contact} className="btn-outline">
            Request a consultation
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
