import { randomUUID } from 'node:crypto';
import type { ProvinceCode } from '@crystal/shared/provinces';
import { invoke, sessionHeaders } from '../test/invoke';

/** A valid POST /api/orders body (what the checkout form sends) for a province. */
export function orderBody(province: ProvinceCode = 'MB', overrides: Record<string, unknown> = {}) {
  const address = { street: '123 Crystal Lane', city: 'Winnipeg', province, postalCode: 'R3C 0A1', country: 'Canada' };
  return {
    customerEmail: 'luna@example.com',
    customerPhone: '204-555-0199',
    firstName: 'Luna',
    lastName: 'Moonstone',
    shippingAddress: address,
    billingAddress: address,
    sameAsShipping: true,
    status: 'pending',
    currency: 'CAD',
    ...overrides,
  };
}

/** A new session with the given pieces in its cart. */
export async function sessionWithCart(lines: { productId: number; quantity: number }[]) {
  const sessionId = randomUUID();
  const headers = sessionHeaders(sessionId);
  for (const line of lines) {
    const res = await invoke('POST', '/api/cart', { headers, body: line });
    if (res.status !== 200) throw new Error(`add to cart failed: ${res.status} ${res.text}`);
  }
  return { sessionId, headers };
}

/** A session with a cart and a placed (pending) order. */
export async function placedOrder(lines: { productId: number; quantity: number }[], province: ProvinceCode = 'MB') {
  const session = await sessionWithCart(lines);
  const res = await invoke('POST', '/api/orders', { headers: session.headers, body: orderBody(province) });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.text}`);
  return { ...session, order: res.body as { id: number; totalAmount: string } };
}
