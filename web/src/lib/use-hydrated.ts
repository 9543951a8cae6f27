import { createContext, createElement, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { APP_EVENTS } from '@crystal/shared/page-start';

/**
 * Whether the app is in charge, held outside React's context values: the context carries one store for
 * the app's life, and each reader holds its own copy. A change of a context's value reaches every part
 * React has not yet taken over (a Suspense boundary still as drawn), and such a part holds the change back
 * until its code is in; readers that hold their own copy let the app come in charge while the parts whose
 * code comes later (after-take-over.tsx) still wait.
 */
export type HydratedStore = { hydrated: boolean; announced: boolean; readers: Set<() => void> };

/** A store that turns in charge once (readers are told inside the caller's transition), then says so on `document`. */
const hydratedStore = (hydrated: boolean): HydratedStore => ({ hydrated, announced: hydrated, readers: new Set() });

function markInCharge(store: HydratedStore): void {
  store.hydrated = true;
  for (const reader of store.readers) reader();
}

/** Outside the app's provider (a component drawn alone), the browser is in charge from the start. */
export const HydratedContext = createContext<HydratedStore>(hydratedStore(true));

/**
 * Holds whether the app is in charge of the page. A page that arrived as HTML starts `false`, as the
 * server drew it, and turns `true` once the app has taken it over, in a transition: every reader (each
 * product card's heart, the header's counts, the forms) draws again in short slices rather than in one
 * task right after the take-over, and the app says so on `document` (`APP_EVENTS.inCharge`). A page the
 * browser draws itself starts `true`.
 */
export function HydratedProvider({ takingOver, children }: { takingOver: boolean; children: ReactNode }) {
  const [store] = useState(() => hydratedStore(!takingOver));
  const [hydrated, setHydrated] = useState(!takingOver);
  useEffect(() => {
    if (!hydrated)
      startTransition(() => {
        markInCharge(store);
        setHydrated(true);
      });
    // The after-paint script then taps again the last button tapped before the app came in.
    else if (takingOver && !store.announced) {
      store.announced = true;
      document.dispatchEvent(new Event(APP_EVENTS.inCharge));
    }
  }, [hydrated, takingOver, store]);
  return createElement(HydratedContext.Provider, { value: store }, children);
}

const subscribeNothing = () => () => {};

/**
 * False while the server draws the page and while the app takes a page that arrived as HTML over; true
 * from then on (and at once on a page the browser draws itself). A form's submit button waits for it: a
 * form the app is not yet in charge of would post itself as a plain page load, the shopper's words in the
 * address. A part React takes over after the app is in charge (its code came later: after-take-over.tsx)
 * is taken over as drawn, false, and turns true in a transition right after.
 */
export function useHydrated(): boolean {
  const store = useContext(HydratedContext);
  // React reads the server's value while it takes HTML over, and the browser's when it draws.
  const drawnHere = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const [hydrated, setHydrated] = useState(() => drawnHere && store.hydrated);
  useEffect(() => {
    if (store.hydrated) return startTransition(() => setHydrated(true));
    const reader = () => setHydrated(true);
    store.readers.add(reader);
    return () => void store.readers.delete(reader);
  }, [store]);
  return hydrated;
}
