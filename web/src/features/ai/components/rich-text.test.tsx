import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routerBasename } from '@/i18n/locale';
import { RichText } from './rich-text';

/** The build's base path without its trailing slash ('' in tests, '/shop' in the shop's build). */
const base = import.meta.env.BASE_URL.replace(/\/$/, '');

function renderOn(site: 'en' | 'fr', text: string) {
  const basename = routerBasename(site);
  return render(
    <MemoryRouter basename={basename} initialEntries={[`${basename === '/' ? '' : basename}/ai-assistant`]}>
      <RichText text={text} />
    </MemoryRouter>,
  );
}

describe('the guide links in its answers', () => {
  it('keeps links to pieces on the English site as they were', () => {
    renderOn('en', `See the [Amethyst Pendant](${base}/product/3).`);
    expect(screen.getByRole('link', { name: 'Amethyst Pendant' }).getAttribute('href')).toBe(`${base}/product/3`);
  });

  it('keeps links under the French prefix on the French site, whichever path the guide wrote', () => {
    renderOn('fr', `Voyez le [Pendentif](${base}/product/3) et [l’entretien](${base}/fr/jewelry-care).`);
    expect(screen.getByRole('link', { name: 'Pendentif' }).getAttribute('href')).toBe(`${base}/fr/product/3`);
    expect(screen.getByRole('link', { name: 'l’entretien' }).getAttribute('href')).toBe(`${base}/fr/jewelry-care`);
  });

  it('renders bold text and leaves links outside the shop as text', () => {
    const { container } = renderOn('fr', '**Améthyste** [ailleurs](https://example.com)');
    expect(container.querySelector('strong')?.textContent).toBe('Améthyste');
    expect(container.querySelector('a')).toBeNull();
  });

  it('never makes an off-site link: protocol-relative and backslash paths stay text (issue 33)', () => {
    renderOn('en', 'Go [x](//evil.example) or [y](/\\evil.example) or [z](/a\\b) or [w](https://evil.example).');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(document.body.textContent).toContain('[x](//evil.example)');
  });
});

