import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server draws the page and while the app takes a page that arrived as HTML over; true
 * from then on (and at once on a page the browser draws itself). A form's submit button waits for it: a
 * form the app is not yet in charge of would post itself as a plain page load, the shopper's words in the
 * address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
