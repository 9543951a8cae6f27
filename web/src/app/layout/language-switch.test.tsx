import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';

const base = import.meta.env.BASE_URL.replace(/\/$/, '');

describe('the language switch', () => {
  it('names its short form by the letters it shows, then the language (what is seen can be said)', () => {
    render(
      <MemoryRouter initialEntries={['/products?sort=newest']}>
        <LanguageSwitch short />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'FR, Français' });
    expect(link.textContent).toBe('FR');
    expect(link.getAttribute('lang')).toBe('fr-CA');
    expect(link.getAttribute('href')).toBe(`${base}/fr/products?sort=newest`);
  });

  it('names its long form by its words alone', () => {
    render(
      <MemoryRouter>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Français' }).textContent).toBe('Français');
  });
});
