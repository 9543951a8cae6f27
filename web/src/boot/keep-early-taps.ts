/** The app's events as it takes the page over (src/lib/app-events.ts, under the same names). */
export const EARLY_TAP_EVENTS = { takingOver: 'crystal:taking-over', inCharge: 'crystal:in-charge' } as const;

/** A tap older than this when the app comes in is not acted on: the shopper has moved on. */
export const EARLY_TAP_KEEP_MS = 10_000;

/** A control that acts within the page: a button that is not a form's submit button. */
function pageControl(target: EventTarget | null): HTMLElement | null {
  const control = (target as Element | null)?.closest?.('button, [role="button"], [role="tab"]') as HTMLElement | null;
  if (!control || (control instanceof HTMLButtonElement && (control.type !== 'button' || control.disabled))) return null;
  return control;
}

/**
 * Keeps the last tap on one of the page's buttons (the menu, the search, a tab, a wishlist heart) made
 * before the app has started taking the page over, when it does nothing, and taps that button once the
 * app is in charge, if it is still on the page and the tap is under `keepMs` old. One tap is acted on,
 * once: a shopper who saw nothing happen and tapped again asked for it once. Links and forms need no
 * help (they work as plain HTML); from the take-over on, React keeps and replays taps itself.
 */
export function keepEarlyTaps(doc: Document = document, now: () => number = () => performance.now(), keepMs = EARLY_TAP_KEEP_MS): void {
  let last: { control: HTMLElement; at: number } | undefined;
  const onTap = (event: Event) => {
    const control = pageControl(event.target);
    if (control) last = { control, at: now() };
  };
  doc.addEventListener('click', onTap, true);
  doc.addEventListener(EARLY_TAP_EVENTS.takingOver, () => doc.removeEventListener('click', onTap, true), { once: true });
  doc.addEventListener(
    EARLY_TAP_EVENTS.inCharge,
    () => {
      const tap = last;
      last = undefined;
      if (tap && tap.control.isConnected && now() - tap.at <= keepMs) tap.control.click();
    },
    { once: true },
  );
}
