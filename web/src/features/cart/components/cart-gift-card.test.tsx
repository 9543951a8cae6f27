import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { Toaster } from '@/components/ui/toaster';
import { activateLocale } from '@/i18n/i18n';
import { apiPath } from '@/lib/api-path';
import { createQueryClient } from '@/lib/query-client';
import { CartContents } from './cart-contents';

const pendant = { id: 9, name: 'Amethyst Point Pendant', price: '68.00', imageUrl: '/media/9.svg', stockQuantity: 2 };
let cart: CartLine[];
let calls: string[];

beforeEach(() => {
  cart = [
    { id: 1, productId: 9, quantity: 1, product: pendant },
    { id: 2, quantity: 1, giftCard: { amount: '50.00', recipientName: 'Maude', recipientEmail: 'maude@example.com', deliverOn: '2026-12-24' } },
  ];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'DELETE') {
        cart = cart.filter((i) => i.id !== Number(url.split('/').pop()));
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify(cart), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

function renderCart() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CartContents variant="page" />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a gift card in the cart', () => {
  it('is a line of its own: its amount, who it is for and its day, no stepper; the total counts it', async () => {
    renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    const card = lines[1]!;
    expect(within(card).getByText('Gift card')).toBeTruthy();
    expect(within(card).getByTestId('cart-line-total').textContent).toBe('$50.00');
    expect(within(card).getByTestId('gift-card-line-details').textContent).toBe('For MaudeDelivered by email on December 24, 2026');
    expect(within(card).queryByRole('spinbutton')).toBeNull();
    expect(within(card).queryByRole('button', { name: /quantity/i })).toBeNull();
    expect(within(lines[0]!).getByRole('button', { name: /increase quantity/i })).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('$118.00');
  });

  it('beside a piece, the note promises shipping and tax at checkout', async () => {
    renderCart();
    expect((await screen.findByTestId('cart-note')).textContent).toMatch(/Tax is added at checkout/);
  });

  it('alone in the cart, says nothing ships and no tax is added', async () => {
    cart = cart.filter((i) => 'giftCard' in i);
    renderCart();
    await screen.findAllByTestId('cart-line');
    expect(screen.getByTestId('cart-note').textContent).toBe('Gift cards are emailed: nothing ships, and no tax is added.');
  });

  it('can be removed', async () => {
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Gift card for Maude from cart' }));
    await waitFor(() => expect(calls).toContain(`DELETE ${apiPath('removeCartItem', { itemId: 2 })}`));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(await screen.findByText('Gift card for Maude has been removed from your cart.')).toBeTruthy();
  });

  it('in French: "Carte-cadeau", "Pour Maude", the day in French', async () => {
    await activateLocale('fr');
    renderCart();
    const card = (await screen.findAllByTestId('cart-line'))[1]!;
    expect(within(card).getByText('Carte-cadeau')).toBeTruthy();
    expect(within(card).getByTestId('gift-card-line-details').textContent).toBe('Pour MaudeEnvoyée par courriel le 24 décembre 2026');
  });
});
