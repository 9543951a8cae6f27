import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { Toaster } from '@/components/ui/toaster';
import { activateLocale } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { CartContents } from './cart-contents';

/** One piece with approved French, one without (its English name is marked lang="en"). */
const cart: (CartLine & { product: { translations?: { fr?: { name: string } } } })[] = [
  {
    id: 1,
    productId: 1,
    quantity: 1,
    product: { id: 1, name: 'Amethyst Point Pendant', price: '68.00', imageUrl: '/m/1.svg', stockQuantity: 2, translations: { fr: { name: 'Pendentif pointe d’améthyste' } } },
  },
  { id: 2, productId: 2, quantity: 2, product: { id: 2, name: 'Selenite Charging Plate', price: '28.00', imageUrl: '/m/2.svg', stockQuantity: 20 } },
];

beforeEach(async () => {
  await activateLocale('fr');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) =>
      init.method === 'PUT'
        ? new Response(JSON.stringify({ error: 'Sorry, only 2 of "Amethyst Point Pendant" are in stock.' }), { status: 409 })
        : new Response(JSON.stringify(cart), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('the cart in French', () => {
  it('says everything in French, names pieces in approved French or marked English, and says the stock refusal in French', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <CartContents variant="page" />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Articles du panier' });
    expect(within(list).getByText('Pendentif pointe d’améthyste').getAttribute('lang')).toBeNull();
    expect(within(list).getByText('Selenite Charging Plate').getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('cart-total').textContent).toMatch(/^124,00\s\$$/);
    expect(screen.getByRole('button', { name: 'Passer à la caisse' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer à magasiner' })).toBeTruthy();
    const stepper = screen.getByRole('group', { name: 'Quantité de Selenite Charging Plate' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Augmenter la quantité' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Erreur'));
    expect(screen.getByTestId('toast').textContent).toContain('Désolé, il ne reste que 2 « Amethyst Point Pendant » en stock.');
  });
});
