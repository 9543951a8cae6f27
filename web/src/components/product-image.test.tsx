import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
