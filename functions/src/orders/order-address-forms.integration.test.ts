/**
 * The order payload of an API client written from the product's own description: contact fields,
 * status, currency and multi-line address texts (full name; street; 'city, province postalCode';
 * country). Accepted beside the checkout form's structured addresses, with tax by the province read.
 */
import { describe, expect, it } from 'vitest';
import { orderSchema, paymentIntentResponseSchema } from '@crystal/shared/schemas/order';
import { invoke } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { getOrder } from './order-repository';
import { orderBody, sessionWithCart } from './checkout.factory';

const textOrder = (shippingAddress: unknown, billingAddress: unknown = shippingAddress) => ({
  customerEmail: 'jane@example.ca',
  customerPhone: '416-555-0134',
  shippingAddress,
  billingAddress,
  status: 'pending',
  currency: 'CAD',
});

/** A session holding one $100.00 piece. */
async function cartOf100() {
  const p = await makeProduct({ name: 'Clear Quartz Point', priceCents: 10_000, stockQuantity: 5 });
  return sessionWithCart([{ productId: p.id, quantity: 1 }]);
}

describe('POST /api/orders with address texts', () => {
  it('Ontario: 201, HST 13%, the name split from line 1, the texts stored in normal form', async () => {
    const { headers } = await cartOf100();
    const res = await invoke('POST', '/api/orders', { headers, body: textOrder('Jane Doe\n123 Main St\nToronto, ON M5V2T6\nCanada') });
    expect(res.status).toBe(201);
    const order = orderSchema.parse(res.body);
    expect(order).toMatchObject({
      province: 'ON',
      customerName: 'Jane Doe',
      taxLines: [{ name: 'HST', label: 'HST (13%)', amount: '13.00' }],
      totalAmount: '113.00',
      shippingAddress: 'Jane Doe\n123 Main St\nToronto, ON M5V 2T6\nCanada',
      billingAddress: 'Jane Doe\n123 Main St\nToronto, ON M5V 2T6\nCanada',
    });
    const stored = await getOrder(order.id);
    expect(stored).toMatchObject({ firstName: 'Jane', lastName: 'Doe', shipping: { city: 'Toronto', province: 'ON', postalCode: 'M5V 2T6' } });
  });

  it('Québec by name: GST 5% + QST 9.975%; a different billing text keeps its own name', async () => {
    const { headers } = await cartOf100();
    const res = await invoke('POST', '/api/orders', {
      headers,
      body: textOrder('Marie Tremblay\n1 rue Principale\nMontréal, Québec H2X 1Y4\nCanada', 'Luc Tremblay\n9 avenue du Parc\nLaval, quebec H7N 1A1\nCanada'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      province: 'QC',
      taxLines: [
        { name: 'GST', label: 'GST (5%)', amount: '5.00' },
        { name: 'QST', label: 'QST (9.975%)', amount: '9.98' },
      ],
      totalAmount: '114.98',
      billingAddress: 'Luc Tremblay\n9 avenue du Parc\nLaval, QC H7N 1A1\nCanada',
    });
  });

  it('Manitoba: GST 5% + RST 7%', async () => {
    const { headers } = await cartOf100();
    const res = await invoke('POST', '/api/orders', { headers, body: textOrder('Ada Crystal\n123 Portage Ave\nWinnipeg, Manitoba R3C 0A1\nCanada') });
    expect(res.status).toBe(201);
    expect(res.body.taxLines.map((t: { label: string; amount: string }) => [t.label, t.amount])).toEqual([
      ['GST (5%)', '5.00'],
      ['RST (7%)', '7.00'],
    ]);
  });

  it('a garbled line 3 gets a 400 naming the line, and nothing is written', async () => {
    const { headers } = await cartOf100();
    const before = (await invoke('GET', '/api/cart', { headers })).body;
    const res = await invoke('POST', '/api/orders', { headers, body: textOrder('Jane Doe\n123 Main St\nToronto Ontario\nCanada') });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'shippingAddress', message: "Line 3 must read 'city, province postalCode'" });
    expect(res.body.issues).toContainEqual({ path: 'billingAddress', message: "Line 3 must read 'city, province postalCode'" });
    const abroad = await invoke('POST', '/api/orders', { headers, body: textOrder('Jane Doe\n1 Pike St\nSeattle, WA 98101\nUSA') });
    expect(abroad.status).toBe(400);
    expect(abroad.body.issues[0]).toEqual({ path: 'shippingAddress', message: "Line 4 must read 'Canada': the shop ships within Canada only" });
    expect((await invoke('GET', '/api/cart', { headers })).body).toEqual(before);
  });

  it('the structured form still works, and the amount and currency a client sends for the payment intent are ignored', async () => {
    const { headers } = await cartOf100();
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody('ON') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ customerName: 'Luna Moonstone', totalAmount: '113.00' });
    const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { amount: 1.13, currency: 'cad', orderId: res.body.id } });
    expect(intent.status).toBe(200);
    expect(paymentIntentResponseSchema.parse(intent.body)).toMatchObject({ orderId: res.body.id, amount: '113.00', currency: 'cad' });
  });

  it('a structured address without names still needs them; the text form may leave out the billing address', async () => {
    const { headers } = await cartOf100();
    const { firstName: _f, lastName: _l, ...noNames } = orderBody('MB');
    const res = await invoke('POST', '/api/orders', { headers, body: noNames });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
    ]);
    const { billingAddress: _b, ...shippingOnly } = textOrder('Cher\n1 Main St\nRegina, SK S4P 3Y2\nCanada');
    const ok = await invoke('POST', '/api/orders', { headers, body: shippingOnly });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ customerName: 'Cher', province: 'SK', billingAddress: 'Cher\n1 Main St\nRegina, SK S4P 3Y2\nCanada' });
  });
});
