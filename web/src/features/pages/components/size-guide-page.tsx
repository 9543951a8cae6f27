import { Link } from 'react-router-dom';
import { SHOP, SIZES } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { BRACELET_SIZES, NECKLACE_LENGTHS, RING_SIZES } from '@crystal/shared/shop-facts/size-tables';
import { PageShell, PageSection } from './page-shell';
import { ScrollTable } from './scroll-table';

const mm = (n: number) => `${n.toFixed(1)} mm`;

export function SizeGuidePage() {
  const firstRing = SIZES.ringSizes[0];
  const lastRing = SIZES.ringSizes[SIZES.ringSizes.length - 1];
  const firstBracelet = SIZES.braceletSizes[0];
  const lastBracelet = SIZES.braceletSizes[SIZES.braceletSizes.length - 1];
  return (
    <PageShell
      path={paths.sizeGuide}
      title="Size Guide"
      eyebrow="Find your fit"
      description={`Necklace lengths from Choker to Rope, ring sizes ${firstRing}-${lastRing} with diameters in mm, bracelet sizes ${firstBracelet}-${lastBracelet}, how to measure at home and custom sizing.`}
      lead={
        <p>
          A piece you love should sit just right. Here is how our necklaces, rings and bracelets are sized, and how to
          measure yourself at home with nothing more than a strip of paper and a ruler.
        </p>
      }
    >
      <PageSection title="Necklace lengths">
        <p>
          Our chains come in five classic lengths. If you are between two, choose the longer one: a pendant hangs a
          little lower than the chain length suggests.
        </p>
        <ScrollTable
          caption="Necklace lengths, shortest to longest"
          headers={['Style', 'Length (in)', 'Length (cm)', 'Where it sits']}
          rows={NECKLACE_LENGTHS.map((n) => [n.name, n.inches, n.cm, n.sits])}
        />
      </PageSection>

      <PageSection title="Ring size chart">
        <p>
          We make rings in Canadian/US sizes {firstRing} to {lastRing}, including half sizes on request. Measure the
          inside diameter of a ring that already fits you, or the circumference of your finger.
        </p>
        <ScrollTable
          caption={`Ring sizes ${firstRing} to ${lastRing} with inside diameter and circumference`}
          headers={['Ring size', 'Inside diameter', 'Circumference']}
          rows={RING_SIZES.map((r) => [`Size ${r.size}`, mm(r.diameter), mm(r.circumference)])}
        />
      </PageSection>

      <PageSection title="Bracelet sizes">
        <p>
          Measure your wrist snugly, just below the wrist bone, then find your size. We add about half an inch (1.3 cm)
          of ease so the bracelet moves comfortably.
        </p>
        <ScrollTable
          caption={`Bracelet sizes ${firstBracelet} to ${lastBracelet} by wrist measurement`}
          headers={['Size', 'Name', 'Wrist (in)', 'Wrist (cm)']}
          rows={BRACELET_SIZES.map((b) => [b.size, b.name, b.inches, b.cm])}
        />
      </PageSection>

      <PageSection title="How to measure">
        <h3 className="text-xl font-semibold">Your ring size</h3>
        <ol className="list-decimal space-y-2 pl-6">
          <li>Wrap a thin strip of paper around the base of your finger, snug but not tight.</li>
          <li>Mark where the paper overlaps, then lay it flat and measure the length in millimetres.</li>
          <li>That is your circumference: find the closest value in the ring chart, or the next size up.</li>
          <li>Measure at the end of the day, when fingers are at their largest, and make sure it slides over your knuckle.</li>
        </ol>
        <h3 className="text-xl font-semibold">Your wrist</h3>
        <ol className="list-decimal space-y-2 pl-6">
          <li>Wrap a soft tape measure (or a strip of paper) around your wrist just below the wrist bone.</li>
          <li>Read the measurement where it meets, without pulling it tight.</li>
          <li>Match it to the bracelet table; for a looser fit, choose the next size up.</li>
        </ol>
        <h3 className="text-xl font-semibold">Your necklace length</h3>
        <ol className="list-decimal space-y-2 pl-6">
          <li>Lay a string around your neck and let it fall to where you would like the pendant to rest.</li>
          <li>Measure the string from end to end and compare it with the necklace table.</li>
        </ol>
      </PageSection>

      <PageSection title="Custom sizing and resizing">
        <p>
          Between sizes, or need something longer or shorter than our chart? Every piece is made by hand, so we are
          happy to make it to your measurements. Tell us what you need when you order, or{' '}
          <Link to={paths.contact} className="font-semibold text-amethyst-700 underline underline-offset-2">
            send us a message
          </Link>
          ; we reply within {SHOP.replyWithinHours} hours and custom orders are ready in{' '}
          {SHOP.customOrderBusinessDays} business days.
        </p>
        <p>
          <strong>Ring resizing:</strong> we can resize our rings within {SIZES.ringResizeWithin} sizes up or down.
          Beyond {SIZES.ringResizeWithin} sizes the stone setting would be strained, so we remake the ring instead.
        </p>
      </PageSection>
    </PageShell>
  );
}
