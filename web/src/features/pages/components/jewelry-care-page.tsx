import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';

const METALS = [
  {
    name: 'Sterling silver',
    care: 'Silver darkens when it meets air and moisture. Wipe it with a soft polishing cloth after wearing, and store it in the small zip pouch it came in to slow tarnish. For deeper tarnish, use a silver cloth; avoid dips and pastes near crystals.',
  },
  {
    name: 'Gold-filled and 14k gold',
    care: 'Wash gently in lukewarm water with a drop of mild soap, rinse, and pat dry with a lint-free cloth. Gold-filled layers are thick and durable but should never be scrubbed with abrasives.',
  },
  {
    name: 'Copper and brass wire',
    care: 'These warm metals develop a natural patina. To brighten them, rub lightly with a polishing cloth. Keep them dry, and take them off before washing your hands or swimming.',
  },
] as const;

const CRYSTALS = [
  {
    name: 'Soft and water-sensitive stones',
    examples: 'Selenite, malachite, turquoise, lapis lazuli, opal',
    care: 'Keep them away from water and soaps. Dust with a dry, soft brush or cloth only.',
  },
  {
    name: 'Hard quartz-family stones',
    examples: 'Amethyst, rose quartz, clear quartz, citrine, smoky quartz',
    care: 'Rinse briefly in lukewarm water and dry right away. Keep them out of strong sunlight for long periods: amethyst and rose quartz can fade.',
  },
  {
    name: 'Porous and organic stones',
    examples: 'Pearl, amber, moonstone',
    care: 'Put them on last, after perfume, lotion and hairspray, and wipe them with a damp cloth after wearing.',
  },
] as const;

export function JewelryCarePage() {
  return (
    <PageShell
      path={paths.jewelryCare}
      title="Jewelry Care"
      eyebrow="Keep it glowing"
      description="How to care for sterling silver, gold-filled and copper jewellery and for natural crystals and gemstones: cleaning, storage and everyday habits."
      lead={
        <p>
          Natural crystals and fine metals ask for a little gentle attention. A few simple habits keep your piece
          looking the way it did the day it arrived.
        </p>
      }
    >
      <PageSection title="Everyday habits">
        <ul className="list-disc space-y-2 pl-6">
          <li>Put jewellery on last and take it off first: after perfume, lotion and makeup, before bed.</li>
          <li>Take it off before swimming, bathing, cleaning, the gym or gardening.</li>
          <li>Store each piece on its own, in its pouch or a lined box, so stones and chains cannot scratch each other.</li>
          <li>Keep household chemicals, chlorine and ultrasonic cleaners away from your crystals.</li>
        </ul>
      </PageSection>

      <PageSection title="Metal care">
        <div className="grid gap-4">
          {METALS.map((m) => (
            <div key={m.name} className="card p-5">
              <h3 className="text-xl font-semibold">{m.name}</h3>
              <p className="mt-2 leading-relaxed text-ink/90">{m.care}</p>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection title="Crystal care">
        <p>
          Every stone is different. Check the Care Guide tab on your piece&apos;s page for its own instructions; in
          general:
        </p>
        <div className="grid gap-4">
          {CRYSTALS.map((c) => (
            <div key={c.name} className="card p-5">
              <h3 className="text-xl font-semibold">{c.name}</h3>
              <p className="mt-1 text-sm text-muted">For example: {c.examples}</p>
              <p className="mt-2 leading-relaxed text-ink/90">{c.care}</p>
            </div>
          ))}
        </div>
        <h3 className="text-xl font-semibold">Cleansing your crystals</h3>
        <p>
          Many people like to cleanse their stones energetically. Gentle ways that are safe for every stone are
          resting the piece on a selenite plate, in moonlight on a windowsill, or with the smoke of sage or palo
          santo. Avoid salt water: it can pit soft stones and tarnish metal.
        </p>
      </PageSection>

      <PageSection title="Professional cleaning and repairs">
        <p>
          Once a year we will professionally clean and check any piece bought from us: wraps are tightened, clasps
          checked and metal polished. If something does go wrong, see our{' '}
          <Link to={paths.warranty} className="font-semibold text-amethyst-700 underline underline-offset-2">
            warranty
          </Link>{' '}
          or{' '}
          <Link to={paths.contact} className="font-semibold text-amethyst-700 underline underline-offset-2">
            get in touch
          </Link>
          .
        </p>
      </PageSection>
    </PageShell>
  );
}
