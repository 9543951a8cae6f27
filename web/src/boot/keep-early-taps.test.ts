import { describe, expect, it } from 'vitest';
import { APP_EVENTS } from '@/lib/app-events';
import { EARLY_TAP_EVENTS, keepEarlyTaps } from './keep-early-taps';

/** A page as it arrived: its buttons drawn, none of them working yet. */
function page() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `
    <button type="button" id="menu"><svg><path id="menu-icon"></path></svg></button>
    <button type="button" id="search">Search</button>
    <form><button id="subscribe">Subscribe</button></form>
    <a href="/shop/cart" id="cart">Cart</a>
    <button type="button" id="off" disabled>Off</button>`;
  let clock = 0;
  keepEarlyTaps(doc, () => clock, 10_000);
  const el = (id: string) => doc.getElementById(id)!;
  /** The app takes the page over: each control now works (counted), then the app says it is in charge. */
  const takeOver = (before?: () => void) => {
    const acted: string[] = [];
    doc.dispatchEvent(new Event(APP_EVENTS.takingOver));
    before?.();
    for (const b of doc.querySelectorAll('button, a')) b.addEventListener('click', (e) => (acted.push(b.id), e.preventDefault()));
    doc.dispatchEvent(new Event(APP_EVENTS.inCharge));
    return acted;
  };
  return { doc, el, takeOver, wait: (ms: number) => (clock += ms) };
}

describe('keepEarlyTaps', () => {
  it('taps again, once the app is in charge, the button tapped before it came in', () => {
    const p = page();
    p.el('menu-icon').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    p.wait(1500);
    expect(p.takeOver()).toEqual(['menu']);
  });

  it('acts on the last tap only, once', () => {
    const p = page();
    p.el('menu').click();
    p.el('search').click();
    p.el('search').click();
    const acted = p.takeOver();
    expect(acted).toEqual(['search']);
    p.doc.dispatchEvent(new Event(APP_EVENTS.inCharge));
    expect(acted).toEqual(['search']);
  });

  it('leaves links, submit buttons and disabled buttons alone: they work, or do not, as plain HTML', () => {
    for (const id of ['cart', 'subscribe', 'off']) {
      const p = page();
      p.el(id).addEventListener('click', (e) => e.preventDefault(), { once: true });
      p.el(id).click();
      expect(p.takeOver()).toEqual([]);
    }
  });

  it('keeps no tap made once React has started the take-over (React replays those itself)', () => {
    const p = page();
    expect(p.takeOver(() => p.el('menu').click())).toEqual([]);
  });

  it('drops a tap older than the longest wait, and one on a button the app has since replaced', () => {
    const old = page();
    old.el('menu').click();
    old.wait(10_001);
    expect(old.takeOver()).toEqual([]);
    const replaced = page();
    replaced.el('menu').click();
    expect(replaced.takeOver(() => replaced.el('menu').replaceWith(replaced.el('menu').cloneNode(true)))).toEqual([]);
  });

  it("listens for the app's events under the names the app sends them", () => {
    expect(EARLY_TAP_EVENTS).toEqual(APP_EVENTS);
  });
});
