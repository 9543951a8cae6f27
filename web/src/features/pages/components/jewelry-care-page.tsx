import { Link } from 'react-router-dom';
import { CRYSTAL_CARE, EVERYDAY_CARE, METAL_CARE } from '@crystal/shared/shop-facts/policy-texts';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from './page-shell';

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
          {EVERYDAY_CARE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title="Metal care">
        <div className="grid gap-4">
          {METAL_CARE.map((m) => (
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
          {CRYSTAL_CARE.map((c) => (
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
