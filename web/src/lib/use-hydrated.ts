import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { APP_EVENTS } from '@crystal/shared/page-start';

/** Outside the app's provider (a component drawn alone), the browser is in charge from the start. */
const HydratedContext = createContext(true);

/**
 * Holds whether the app is in charge of the page. A page that arrived as HTML starts `false`, as the
 * server drew it, and turns `true` once the app has taken it over, in a transition: every reader (each
 * product card's heart, the header's counts, the forms) draws again in short slices rather than in one
 * task right after the take-over, and the app says so on `document` (`APP_EVENTS.inCharge`). A page the
 * browser draws itself starts `true`.
 */
export function HydratedProvider({ takingOver, children }: { takingOver: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!takingOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // The after-paint script then taps again the last button tapped before the app came in.
    else if (takingOver) document.dispatchEvent(new Event(APP_EVENTS.inCharge));
  }, [hydrated, takingOver]);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/**
 * False while the server draws the page and while the app takes a page that arrived as HTML over; true
 * from then on (and at once on a page the browser draws itself). A form's submit button waits for it: a
 * form the app is not yet in charge of would post itself as a plain page load, the shopper's words in the
 * address.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
