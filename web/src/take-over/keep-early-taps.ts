import { APP_EVENTS, EARLY_TAP_GLOBAL, type EarlyTapRecord } from '@crystal/shared/page-start';

/** A tap older than this when its control comes alive is not acted on: the shopper has moved on. */
export const EARLY_TAP_KEEP_MS = 10_000;

/** The events of one tap, as a finger's reach the page: all of them are kept from a control not yet alive. */
const TAP_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

/** A control that acts within the page: a button that is not a form's submit button, a tab, a choice (as the early-tap recorder, shared/src/page-start.ts, picks them). */
export function pageControl(target: EventTarget | null): HTMLElement | null {
  let control = (target as Element | null)?.closest?.('button, [role="button"], [role="tab"], label, input') as HTMLElement | null;
  if (control instanceof HTMLLabelElement) control = control.control as HTMLElement | null;
  if (!control) return null;
  if (control instanceof HTMLInputElement) return (control.type === 'radio' || control.type === 'checkbox') && !control.disabled ? control : null;
  if (control instanceof HTMLButtonElement && (control.type !== 'button' || control.disabled)) return null;
  return control;
}

/** React has taken this element over: it carries the props React hydrated or drew it with. */
export const alive = (el: Element): boolean => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/** How to find a control again if the app draws it anew: its tag, role, name and value, and its place among its like. */
function sameControl(doc: Document, control: HTMLElement): () => HTMLElement | undefined {
  const key = (el: Element) => [el.tagName, el.getAttribute('role'), el.getAttribute('name'), el.getAttribute('value'), el.getAttribute('aria-label'), el.textContent?.trim()].join('|');
  const like = [...doc.querySelectorAll<HTMLElement>(control.tagName)].filter((el) => key(el) === key(control));
  const nth = like.indexOf(control);
  const wanted = key(control);
  return () => (control.isConnected ? control : [...doc.querySelectorAll<HTMLElement>(control.tagName)].filter((el) => key(el) === wanted)[nth]);
}

/** The tap again, as a finger makes it: pointer and mouse events, then the click (Radix tabs switch on mousedown). */
export function tapLikeAFinger(el: HTMLElement): void {
  const view = el.ownerDocument.defaultView;
  const Pointer = view && 'PointerEvent' in view ? view.PointerEvent : MouseEvent;
  const down = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, pointerType: 'mouse', isPrimary: true };
  const up = { ...down, buttons: 0 };
  el.dispatchEvent(new Pointer('pointerdown', down));
  el.dispatchEvent(new MouseEvent('mousedown', down));
  el.focus({ preventScroll: true });
  el.dispatchEvent(new Pointer('pointerup', up));
  el.dispatchEvent(new MouseEvent('mouseup', up));
  el.click();
}

/**
 * Keeps the taps React would not see, from the first moment of a page that arrived as HTML until the app
 * has been in charge for `keepMs`. It takes over from the early-tap recorder in the page's head (which
 * kept the last tap made before this script ran: `window[EARLY_TAP_GLOBAL]`), and from then on: a tap on a control React has not taken over yet (before its code is in,
 * while it takes the page over, or in a part whose code is still on its way) is held back whole, none of
 * its events reaching the page, and made again, once, as a finger makes it, as soon as React has that
 * control (or the one it drew in its place). The last such tap is acted on: a shopper who saw nothing
 * happen and tapped again asked for it once. Taps on controls React already has go straight through.
 * Links and forms need no help: they work as plain HTML.
 */
export function keepEarlyTaps(doc: Document = document, now: () => number = () => performance.now(), keepMs = EARLY_TAP_KEEP_MS): void {
  let holding: HTMLElement | undefined;
  let kept: { find: () => HTMLElement | undefined; at: number } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const early = (doc.defaultView as unknown as Record<string, EarlyTapRecord | undefined> | null)?.[EARLY_TAP_GLOBAL];

  const replay = () => {
    timer = undefined;
    if (!kept) return;
    if (now() - kept.at > keepMs) return void (kept = undefined);
    const control = kept.find();
    if (control && alive(control)) {
      kept = undefined;
      tapLikeAFinger(control);
    } else timer = setTimeout(replay, 50);
  };

  const onTapEvent = (event: Event) => {
    if (event.type === 'pointerdown') {
      const control = pageControl(event.target);
      holding = control && !alive(control) ? control : undefined;
    }
    const target = event.target as Element;
    // The tap's events land on the control, or on the label that holds it (a ring size's radio).
    if (!holding || !(holding.contains(target) || target.closest?.('label')?.contains(holding))) return;
    // Nothing of this tap reaches the page: React would act on part of it, or drop it.
    event.stopImmediatePropagation();
    if (event.type !== 'click') return;
    event.preventDefault();
    kept = { find: sameControl(doc, holding), at: now() };
    holding = undefined;
    timer ??= setTimeout(replay, 0);
  };
  for (const type of TAP_EVENTS) doc.addEventListener(type, onTapEvent, true);
  if (early) {
    // The recorder stops here; the tap it kept is made again as one kept here would be.
    early.off = true;
    if (early.tap) {
      const [control, at] = early.tap;
      kept = { find: sameControl(doc, control), at };
      timer = setTimeout(replay, 0);
    }
  }
  doc.addEventListener(
    APP_EVENTS.inCharge,
    () => setTimeout(() => TAP_EVENTS.forEach((type) => doc.removeEventListener(type, onTapEvent, true)), keepMs),
    { once: true },
  );
}
