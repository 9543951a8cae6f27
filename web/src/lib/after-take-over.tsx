import { createElement, lazy, useContext, type ComponentType } from 'react';
import { APP_EVENTS } from '@crystal/shared/page-start';
import { HydratedContext, type HydratedStore } from './use-hydrated';

/** Resolves when the app next says it is in charge of the page it took over (APP_EVENTS.inCharge). */
const inCharge = () => new Promise<void>((resolve) => document.addEventListener(APP_EVENTS.inCharge, () => resolve(), { once: true }));

/**
 * A part of the page whose code is asked for only once the app is in charge of a page that arrived as HTML
 * (the footer, the home page's lower half), so a first visit does not load it before the page works. Until
 * then React keeps its HTML as the server drew it (a Suspense boundary that suspends while it is taken
 * over stays as drawn): its links work as plain links, and a tap on one of its controls makes React take
 * it over first and replay the tap. It is then taken over as drawn, not yet in charge (useHydrated), and
 * comes in charge right after. Drawn by the app once it is in charge (a later page, a page the browser
 * draws itself) or on the server, its code loads at once. Wrap it in a Suspense boundary, as any lazy part.
 */
export function afterTakeOver<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  /** The app's own flag, as the part is first met. */
  let app: HydratedStore | undefined;
  const Part = lazy(async () => {
    if (app && !app.announced && typeof document !== 'undefined') await inCharge();
    return { default: await load() };
  });
  return function AfterTakeOver(props: P) {
    const store = useContext(HydratedContext);
    app ??= store;
    return createElement(Part, props);
  };
}
