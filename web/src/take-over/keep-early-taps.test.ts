import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_EVENTS, EARLY_TAP_GLOBAL, EARLY_TAP_RECORDER, type EarlyTapRecord } from '@crystal/shared/page-start';
import { keepEarlyTaps } from './keep-early-taps';

const TAP = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];

/** A page as it arrived: its controls drawn, none of them React's yet. */
function page() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `
    <button type="button" id="menu"><svg><path id="menu-icon"></path></svg></button>
    <button type="button" id="search">Search</button>
    <div role="tab" id="care">Care Guide</div>
    <label id="size-7"><input type="radio" name="size" value="7" id="seven">7</label>
    <form><button id="subscribe">Subscribe</button></form>
    <a href="/shop/cart" id="cart">Cart</a>
    <button type="button" id="off" disabled>Off</button>`;
  let clock = 0;
  keepEarlyTaps(doc, () => clock, 10_000);
  const el = (id: string) => doc.getElementById(id)!;
  /** Every event of a tap each control received, as the page's handlers would see them. */
  const seen: string[] = [];
  for (const type of [...TAP, 'change']) doc.addEventListener(type, (e) => seen.push(`${(e.target as Element).id || (e.target as Element).tagName}:${type}`));
  /** A finger's tap on an element: the events a browser sends, in order. */
  const tap = (target: Element) => {
    for (const type of TAP) target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
  };
  /** React takes these elements over (it marks each with its props). */
  const takeOver = (...ids: string[]) => ids.forEach((id) => Object.assign(el(id), { __reactProps$test: {} }));
  return { doc, el, tap, seen, takeOver, wait: (ms: number) => (clock += ms) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('keepEarlyTaps', () => {
  it('holds back a tap on a button React has not taken over, and makes it again, whole and once, when React has it', () => {
    const p = page();
    p.tap(p.el('menu-icon'));
    expect(p.seen).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(p.seen).toEqual([]);
    p.takeOver('menu');
    vi.advanceTimersByTime(100);
    expect(p.seen).toEqual(TAP.map((type) => `menu:${type}`));
    vi.advanceTimersByTime(1000);
    expect(p.seen).toHaveLength(TAP.length);
  });

  it('lets a tap on a control React already has go straight through, and makes it no second time', () => {
    const p = page();
    p.takeOver('search');
    p.tap(p.el('search'));
    vi.advanceTimersByTime(1000);
    expect(p.seen).toEqual(TAP.map((type) => `search:${type}`));
  });

  it('makes a tab switch as a finger does: pointer and mouse events, not only a click', () => {
    const p = page();
    p.tap(p.el('care'));
    p.takeOver('care');
    vi.advanceTimersByTime(100);
    expect(p.seen).toContain('care:mousedown');
    expect(p.seen).toContain('care:pointerdown');
  });

  it('keeps a ring size as the server drew it, then chooses it once React has the radio', () => {
    const p = page();
    p.tap(p.el('size-7'));
    expect((p.el('seven') as HTMLInputElement).checked).toBe(false);
    expect(p.seen).toEqual([]);
    p.takeOver('seven');
    vi.advanceTimersByTime(100);
    expect((p.el('seven') as HTMLInputElement).checked).toBe(true);
    expect(p.seen.filter((e) => e === 'seven:change')).toHaveLength(1);
  });

  it('acts on the last tap only, once', () => {
    const p = page();
    p.tap(p.el('menu'));
    p.tap(p.el('search'));
    p.tap(p.el('search'));
    p.takeOver('menu', 'search');
    vi.advanceTimersByTime(1000);
    expect(p.seen.filter((e) => e.endsWith(':click'))).toEqual(['search:click']);
  });

  it('finds the control again when the app draws it anew', () => {
    const p = page();
    p.tap(p.el('search'));
    const drawn = p.el('search').cloneNode(true) as HTMLElement;
    p.el('search').replaceWith(drawn);
    Object.assign(drawn, { __reactProps$test: {} });
    vi.advanceTimersByTime(100);
    expect(p.seen.filter((e) => e.endsWith(':click'))).toEqual(['search:click']);
  });

  it('leaves links, submit buttons and disabled buttons alone: they work, or do not, as plain HTML', () => {
    for (const id of ['cart', 'subscribe', 'off']) {
      const p = page();
      p.el(id).addEventListener('click', (e) => e.preventDefault());
      p.tap(p.el(id));
      vi.advanceTimersByTime(1000);
      // Each event reaches the page as it was sent, and none is made again.
      expect(p.seen.filter((e) => e === `${id}:click`)).toHaveLength(1);
    }
  });

  it('drops a tap older than the longest wait', () => {
    const p = page();
    p.tap(p.el('menu'));
    p.wait(10_001);
    p.takeOver('menu');
    vi.advanceTimersByTime(1000);
    expect(p.seen).toEqual([]);
  });

  it('stops holding taps a while after the app is in charge', () => {
    const p = page();
    p.doc.dispatchEvent(new Event(APP_EVENTS.inCharge));
    vi.advanceTimersByTime(10_000);
    p.tap(p.el('menu'));
    expect(p.seen.filter((e) => e === 'menu:click')).toHaveLength(1);
  });
});

describe('the early-tap recorder, before the after-paint script runs', () => {
  /** The page in the test's window, its head's recorder run as the browser runs it, before anything else. */
  function pageWithRecorder() {
    document.body.innerHTML = `
      <button type="button" id="menu">Menu</button>
      <label id="size-7"><input type="radio" name="size" value="7" id="seven">7</label>
      <a href="#cart" id="cart">Cart</a>
      <form><button id="subscribe">Subscribe</button></form>`;
    new Function(EARLY_TAP_RECORDER)();
    const record = (window as unknown as Record<string, EarlyTapRecord>)[EARLY_TAP_GLOBAL]!;
    const el = (id: string) => document.getElementById(id)!;
    const clicks: string[] = [];
    document.addEventListener('click', (e) => clicks.push((e.target as Element).id));
    return { record, el, clicks };
  }

  it('holds back a ring size tapped before any script of the app ran, and the after-paint script chooses it once React has it', () => {
    const p = pageWithRecorder();
    p.el('size-7').click();
    expect((p.el('seven') as HTMLInputElement).checked).toBe(false);
    expect(p.record.tap?.[0]).toBe(p.el('seven'));
    keepEarlyTaps(document, () => p.record.tap![1]);
    expect(p.record.off).toBe(true);
    vi.advanceTimersByTime(500);
    expect((p.el('seven') as HTMLInputElement).checked).toBe(false);
    Object.assign(p.el('seven'), { __reactProps$test: {} });
    vi.advanceTimersByTime(100);
    expect((p.el('seven') as HTMLInputElement).checked).toBe(true);
  });

  it('records the last button tapped, and leaves links and submit buttons to work as plain HTML', () => {
    const p = pageWithRecorder();
    p.el('menu').click();
    for (const id of ['cart', 'subscribe']) {
      const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
      p.el(id).addEventListener('click', (e) => e.preventDefault(), { once: true });
      p.el(id).dispatchEvent(plain);
      expect(p.record.tap?.[0]).toBe(p.el('menu'));
    }
    p.el('menu').click();
    keepEarlyTaps(document, () => p.record.tap![1]);
    Object.assign(p.el('menu'), { __reactProps$test: {} });
    vi.advanceTimersByTime(100);
    // The recorded tap is made again once: the two the shopper made, then the one kept.
    expect(p.clicks.filter((id) => id === 'menu')).toHaveLength(3);
  });

  it('records nothing once the after-paint script keeps taps itself', () => {
    const p = pageWithRecorder();
    keepEarlyTaps(document);
    p.el('menu').click();
    expect(p.record.tap).toBeUndefined();
  });

  it("hears the app's events under the names the app sends them", () => {
    expect(APP_EVENTS.inCharge).toBe('crystal:in-charge');
  });
});
