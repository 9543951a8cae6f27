import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { GiftCardTile } from './gift-card-tile';

afterEach(async () => {
  await activateLocale('en');
});

const renderTile = () =>
  render(
    <MemoryRouter>
      <GiftCardTile />
    </MemoryRouter>,
  );

describe('the gift card in the listing', () => {
  it('reads as a piece: its name and the least it can be, and opens its page', () => {
    renderTile();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/gift-cards');
    expect(screen.getByRole('heading', { name: 'Gift card' })).toBeTruthy();
    expect(screen.getByTestId('gift-card-tile').textContent).toContain('From $10.00');
  });

  it('in French', async () => {
    await activateLocale('fr');
    renderTile();
    expect(screen.getByRole('heading', { name: 'Carte-cadeau' })).toBeTruthy();
    expect(screen.getByTestId('gift-card-tile').textContent?.replace(/\s/g, ' ')).toContain('À partir de 10,00 $');
  });
});
