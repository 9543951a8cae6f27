import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIORITY_WAIT_MS } from '@/lib/priority-images';
import { NEAR_VIEWPORT_MARGIN } from '@/lib/use-near-viewport';
import { IMAGE_SIZES, ProductImage } from './product-image';

const image = {
  id: 'abc12345',
  base: '/media/img/abc12345',
  alt: 'Rose quartz pendant',
  width: 4032,
  height: 3024,
  widths: [320, 640, 960, 1280, 1920],
  placeholder: 'data:image/webp;base64,UklGRg==',
};

describe('ProductImage', () => {
  it('is a <picture> with AVIF and WebP srcsets, the layout sizes, intrinsic size and the placeholder underneath', () => {
    const { container } = render(<ProductImage image={image} src="/x.jpg" alt={image.alt} sizes={IMAGE_SIZES.card} />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/media/img/abc12345/320.avif 320w, /media/img/abc12345/640.avif 640w, /media/img/abc12345/960.avif 960w, /media/img/abc12345/1280.avif 1280w, /media/img/abc12345/1920.avif 1920w',
    );
    expect(sources[0]!.getAttribute('sizes')).toBe(IMAGE_SIZES.card);
    const img = screen.getByRole('img', { name: 'Rose quartz pendant' });
    expect(img.getAttribute('src')).toBe('/media/img/abc12345/960.jpg');
    expect(img.getAttribute('width')).toBe('4032');
    expect(img.getAttribute('height')).toBe('3024');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.style.backgroundImage).toContain('data:image/webp;base64');
  });

  it('loads the LCP image first and eagerly', () => {
    render(<ProductImage image={image} src="/x.jpg" alt="Main" sizes={IMAGE_SIZES.gallery} priority />);
    const img = screen.getByRole('img', { name: 'Main' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('serves the small AVIF/WebP variant from a processed fallback URL (cart and order lines)', () => {
    const { container } = render(<ProductImage src="/media/img/abc12345/960.jpg" alt="" sizes={IMAGE_SIZES.line} width={80} height={80} />);
    expect(container.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toBe('/media/img/abc12345/320.avif 320w');
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/img/abc12345/320.jpg');
  });

  it('is a plain image for the shop’s own art that has no variants', () => {
    const { container } = render(<ProductImage src="/shop/favicon.svg" alt="Logo" sizes="80px" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('/shop/favicon.svg');
  });
});

describe('ProductImage below the fold', () => {
  type Watcher = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] };
  let watchers: Watcher[];
  beforeEach(() => {
    watchers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private w: Watcher;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.w = { callback, options, targets: [] };
          watchers.push(this.w);
        }
        observe(el: Element) {
          this.w.targets.push(el);
        }
        disconnect() {
          this.w.targets = [];
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const scrollNear = (el: Element) =>
    act(() => {
      for (const w of watchers.filter((x) => x.targets.includes(el)))
        w.callback([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as IntersectionObserver);
    });

  it('fetches nothing until the page’s priority image has loaded and it is near the screen, its placeholder in place', () => {
    render(
      <>
        <ProductImage image={image} src="/x.jpg" alt="First card" sizes={IMAGE_SIZES.card} priority />
        <ProductImage image={image} src="/x.jpg" alt="Tenth card" sizes={IMAGE_SIZES.card} />
      </>,
    );
    const lazy = screen.getByRole('img', { name: 'Tenth card' });
    const sources = () => [...lazy.parentElement!.querySelectorAll('source')].map((s) => s.getAttribute('srcset'));
    expect(lazy.getAttribute('src')).toBeNull();
    expect(sources()).toEqual([null, null]);
    expect(lazy.style.backgroundImage).toContain('data:image/webp;base64');
    expect(lazy.getAttribute('width')).toBe('4032');
    expect(watchers).toHaveLength(0); // still waiting for the first card's photo

    fireEvent.load(screen.getByRole('img', { name: 'First card' }));
    expect(watchers).toHaveLength(1);
    expect(watchers[0]!.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(lazy.getAttribute('src')).toBeNull();

    scrollNear(lazy);
    expect(lazy.getAttribute('src')).toBe('/media/img/abc12345/960.jpg');
    expect(sources()[0]).toContain('640.avif 640w');
  });

  it('does not wait for a priority image that never loads', () => {
    vi.useFakeTimers();
    try {
      render(
        <>
          <ProductImage image={image} src="/x.jpg" alt="Stalled" sizes={IMAGE_SIZES.card} priority />
          <ProductImage image={image} src="/x.jpg" alt="Next" sizes={IMAGE_SIZES.card} />
        </>,
      );
      expect(watchers).toHaveLength(0);
      act(() => vi.advanceTimersByTime(PRIORITY_WAIT_MS));
      expect(watchers).toHaveLength(1);
      scrollNear(screen.getByRole('img', { name: 'Next' }));
      expect(screen.getByRole('img', { name: 'Next' }).getAttribute('src')).toBe('/media/img/abc12345/960.jpg');
    } finally {
      vi.useRealTimers();
    }
  });
});
