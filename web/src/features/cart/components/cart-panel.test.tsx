import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { closeCartPanel, openCartPanel } from '../stores/cart-panel';
import { CartPanel } from './cart-panel';
import { apiPath } from '@/lib/api-path';

let cart: CartLine[];
let calls: { method: string; url: string; body?: unknown }[];
let failNext: { status: number; body: string } | undefined;

const item = (id: number, name: string, price: string, quantity: number, stock: number): CartLine => ({
  id,
  productId: id,
  quantity,
  product: { id, name, price, imageUrl: `/media/${id}.svg`, stockQuantity: stock },
});

beforeEach(() => {
  cart = [item(1, 'Amethyst Point Pendant', '68.00', 1, 2), item(2, 'Selenite Charging Plate', '28.00', 2, 20)];
  calls = [];
  failNext = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method !== 'GET' && failNext) {
        const f = failNext;
        failNext = undefined;
        return new Response(f.body, { status: f.status });
      }
      const id = Number(url.split('/').pop());
      if (method === 'PUT') cart = cart.map((i) => (i.id === id ? { ...i, quantity: body.quantity } : i));
      if (method === 'DELETE') cart = cart.filter((i) => i.id !== id);
      if (method === 'DELETE' || method === 'PUT') return new Response(null, { status: 204 });
      return new Response(JSON.stringify(cart), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => closeCartPanel());
});

function renderPanel() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <><CartPanel /><Toaster /></> },
      { path: '/checkout', element: <p>Checkout page</p> },
      { path: '/products', element: <p>Products page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  act(() => openCartPanel());
  return router;
}

const lastToast = () => screen.getAllByTestId('toast').at(0)!;

describe('cart side panel', () => {
  it('opens from the cart state with the lines and the total; the stepper stays within [1, stock]', async () => {
    renderPanel();
    const panel = await screen.findByTestId('cart-panel');
    await within(panel).findByText('Amethyst Point Pendant');
    expect(within(panel).getByTestId('cart-total').textContent).toContain('$124.00');
    const first = within(panel).getByRole('group', { name: 'Quantity of Amethyst Point Pendant' });
    expect((within(first).getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', url: apiPath('updateCartItem', { itemId: 1 }), body: { quantity: 2 } }));
    await waitFor(() => expect(within(panel).getByTestId('cart-total').textContent).toContain('$192.00'));
    expect((within(first).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("removes a line with the 'Item removed' toast", async () => {
    renderPanel();
    const panel = await screen.findByTestId('cart-panel');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Remove Selenite Charging Plate from cart' }));
    await waitFor(() => expect(lastToast().textContent).toContain('Item removed'));
    expect(lastToast().textContent).toContain('Selenite Charging Plate has been removed from your cart.');
    await waitFor(() => expect(within(panel).queryByText('Selenite Charging Plate')).toBeNull());
  });

  it("shows 'Error' with the server's message when a change fails, or the fallback", async () => {
    renderPanel();
    const panel = await screen.findByTestId('cart-panel');
    await within(panel).findByText('Amethyst Point Pendant');
    failNext = { status: 409, body: JSON.stringify({ error: 'Sorry, only 2 of "Selenite Charging Plate" are in stock.' }) };
    const second = within(panel).getByRole('group', { name: 'Quantity of Selenite Charging Plate' });
    await userEvent.click(within(second).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(lastToast().textContent).toContain('Sorry, only 2 of "Selenite Charging Plate" are in stock.'));
    expect(lastToast().textContent).toContain('Error');
    failNext = { status: 500, body: '' };
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Amethyst Point Pendant from cart' }));
    await waitFor(() => expect(lastToast().textContent).toContain('Failed to remove item from cart'));
  });

  it('refuses checkout of an empty cart; with items it goes to checkout and closes', async () => {
    cart = [];
    const router = renderPanel();
    const panel = await screen.findByTestId('cart-panel');
    await within(panel).findByTestId('cart-empty');
    await userEvent.click(within(panel).getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(lastToast().textContent).toContain('Cart is empty'));
    expect(lastToast().textContent).toContain('Please add some items to your cart before checking out.');
    expect(router.state.location.pathname).toBe('/');

    cart = [item(3, 'Rose Quartz Heart', '54.00', 1, 4)];
    act(() => closeCartPanel());
    act(() => openCartPanel());
    await router.navigate('/');
    const reopened = await screen.findByTestId('cart-panel');
    await within(reopened).findByText('Rose Quartz Heart');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(screen.queryByTestId('cart-panel')).toBeNull();
  });
});
