import { randomUUID } from 'node:crypto';
import type { ProvinceCode } from '@crystal/shared/provinces';
import { invoke, sessionHeaders } from '../test/invoke';

/** A real postal code of each province or territory (the API checks the code against the province). */
const POSTAL_CODES: Record<ProvinceCode, string> = {
  AB: 'T5J 0N3',
  BC: 'V6B 1A1',
  MB: 'R3C 0A1',
  NB: 'E1C 4M3',
  NL: 'A1C 5M2',
  NS: 'B3H 1A1',
  NT: 'X1A 2L9',
  NU: 'X0A 0H0',
  ON: 'M5V 2T6',
  PE: 'C1A 4P3',
  QC: 'H2X 1Y4',
  SK: 'S4P 3Y2',
  YT: 'Y1A 2C6',
};

/** A valid POST /api/orders body (what the checkout form sends) for a province. */
export function orderBody(province: ProvinceCode = 'MB', overrides: Record<string, unknown> = {}) {
  const address = {
    street: '123 Crystal Lane',
    city: 'Winnipeg',
    province,
    postalCode: POSTAL_CODES[province],
    country: 'Canada',
  };
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

/** A cart line as POST /api/cart takes it: a piece, its quantity, and its choices when it has some. */
type CartLineBody = { productId: number; quantity: number; options?: Record<string, string>; personalization?: Record<string, string> };

/** A new session with the given pieces in its cart. */
export async function sessionWithCart(lines: CartLineBody[]) {
  const sessionId = randomUUID();
  const headers = sessionHeaders(sessionId);
  for (const line of lines) {
    const res = await invoke('POST', '/api/cart', { headers, body: line });
    if (res.status !== 200) throw new Error(`add to cart failed: ${res.status} ${res.text}`);
  }
  return { sessionId, headers };
}

/** A session with a cart and a placed (pending) order. */
export async function placedOrder(
  lines: CartLineBody[],
  province: ProvinceCode = 'MB',
) {
  const session = await sessionWithCart(lines);
  const res = await invoke('POST', '/api/orders', { headers: session.headers, body: orderBody(province) });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.text}`);
  return { ...session, order: res.body as { id: number; totalAmount: string } };
}
