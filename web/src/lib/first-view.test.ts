import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstViewShown } from './first-view';

describe('firstViewShown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const settled = async (p: Promise<void>) => {
    let done = false;
    void p.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    return done;
  };

  it('resolves at once on a page without a first view', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(firstViewShown(document))).toBe(true);
  });

  it('waits for the first view photo to load, then for a frame', async () => {
    document.body.innerHTML = '<div id="root"><div data-first-view><img src="/media/img/a/640.avif" /></div></div>';
    const photo = document.querySelector('img')!;
    Object.defineProperty(photo, 'complete', { value: false });
    const shown = firstViewShown(document);
    expect(await settled(shown)).toBe(false);
    photo.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(true);
  });

  it('takes over when the photo fails', async () => {
    document.body.innerHTML = '<div data-first-view><img src="/missing.avif" /></div>';
    const photo = document.querySelector('img')!;
    Object.defineProperty(photo, 'complete', { value: false });
    const shown = firstViewShown(document);
    photo.dispatchEvent(new Event('error'));
    expect(await settled(shown)).toBe(true);
  });

  it('takes over after the wait even if the photo never arrives', async () => {
    document.body.innerHTML = '<div data-first-view><img src="/slow.avif" /></div>';
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    const shown = firstViewShown(document, 1500);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await settled(shown)).toBe(true);
  });
});
