import { SlidersHorizontal } from 'lucide-react';
import { startTransition, useState, type ReactNode } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { FILTER_TEXT, LISTING_TEXT } from '../lib/listing-texts';

/**
 * The phone's "Filters" button and the drawer it opens. The drawer's open state lives here, not in the
 * listing: opening or closing it draws this part again, never the grid of cards (a tap on a collection in
 * the drawer closed it in the same render as the whole listing: 133-170 ms of handlers at 4x CPU, `npm run bench:inp`).
 * `children` draws the filter panel, with `close` for the choices that leave the drawer.
 */
export function FilterDrawer({ count, children }: { count: number; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  // Taking the drawer's panel out of the page is the costly part of closing it (removeChild: 69 ms at 4x CPU):
  // it is done in a transition, after the frame that answers the tap, like the navigation it goes with.
  const close = () => startTransition(() => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="btn-outline lg:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {LISTING_TEXT.filtersButton}
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={FILTER_TEXT.title}
        side="left"
        testId="filter-drawer"
        footer={
          <button type="button" onClick={close} className="btn-primary w-full" data-testid="show-results">
            {FILTER_TEXT.showResults(count)}
          </button>
        }
      >
        {children(close)}
      </Sheet>
    </>
  );
}
