import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addBusinessDays } from '@crystal/shared/business-days';
import { invoke, sessionHeaders } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { makeProduct } from '../catalog/product.factory';
import { getProduct } from '../catalog';
import { db, tableName } from '../lib/db/client';
import { orderBody } from './checkout.factory';
import { getOrder } from './order-repository';
import { releaseOrderStock } from './stock-release-repository';

async function cartWith(lines: Record<string, unknown>[]) {
  const headers = sessionHeaders(randomUUID());
  for (const body of lines) {
    const res = await invoke('POST', '/api/cart', { headers, body });
    if (res.status !== 200) throw new Error(`add failed: ${res.status} ${res.text}`);
  }
  return headers;
}

const ring = () =>
  makeProduct({
    name: 'Race Ring',
    priceCents: 4600,
    stockQuantity: 0,
    options: [
      {
        name: 'Size',
        values: [
          { value: '7', stockQuantity: 50 },
          { value: '8', stockQuantity: 5, priceDelta: '4.00' },
        ],
      },
    ],
    personalization: [{ label: 'Engraving', maxLength: 12, required: false }],
  });

const valueStock = async (id: number) => (await getProduct(id))!.options![0]!.values.map((v) => v.stockQuantity);

describe('orders of pieces with choices', () => {
  it('50 concurrent orders for the last size-7 unit: exactly 1 succeeds, and size 8 stays available', async () => {
    const p = await ring();
    const carts = await Promise.all(Array.from({ length: 50 }, () => cartWith([{ productId: p.id, options: { Size: '7' } }])));
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: `PRODUCT#${p.id}`, sk: 'PRODUCT' },
        UpdateExpression: 'SET #o[0].#v[0].stockQuantity = :one',
        ExpressionAttributeNames: { '#o': 'options', '#v': 'values' },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    const results = await Promise.all(carts.map((headers) => invoke('POST', '/api/orders', { headers, body: orderBody() })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe('Sorry, "Race Ring (Size 7)" is out of stock.');
    expect(await valueStock(p.id)).toEqual([0, 5]);
    const size8 = await invoke('POST', '/api/cart', { headers: sessionHeaders(randomUUID()), body: { productId: p.id, options: { Size: '8' } } });
    expect(size8.status).toBe(200);
  }, 120_000);

  it('two sizes of one piece are two order lines in one transaction, priced with the difference, and released to their sizes', async () => {
    const p = await ring();
    const headers = await cartWith([
      { productId: p.id, quantity: 2, options: { Size: '7' }, personalization: { Engraving: 'Luna' } },
      { productId: p.id, quantity: 1, options: { Size: '8' } },
    ]);
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody() });
    expect(res.status).toBe(201);
    expect(res.body.items).toMatchObject([
      { options: { Size: '7' }, personalization: { Engraving: 'Luna' }, price: '46.00', quantity: 2 },
      { options: { Size: '8' }, price: '50.00', quantity: 1 },
    ]);
    expect(res.body.subtotal).toBe('142.00');
    expect(await valueStock(p.id)).toEqual([48, 4]);
    expect(await releaseOrderStock(res.body.id, { reason: 'test', to: 'cancelled' })).toBe(true);
    expect(await valueStock(p.id)).toEqual([50, 5]);
  });

  it('a made-to-order piece at stock 0 sells up to its open units, and its mail gives the ship date in business days', async () => {
    const p = await makeProduct({ name: 'Made Bangle', stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 2 } });
    const headers = await cartWith([{ productId: p.id, quantity: 2 }]);
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody() });
    expect(res.status).toBe(201);
    const shipBy = addBusinessDays(new Date(), 10);
    expect(res.body.items[0].madeToOrder).toEqual({ leadTimeDays: 10, shipBy });
    expect((await getProduct(p.id))!.madeToOrder!.openUnits).toBe(0);
    expect((await getProduct(p.id))!.stockQuantity).toBe(0);
    const more = await invoke('POST', '/api/cart', { headers: sessionHeaders(randomUUID()), body: { productId: p.id } });
    expect(more.status).toBe(409);

    const id = res.body.id as number;
    const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: id } });
    const paid = await invoke('POST', '/api/sandbox/confirm', {
      headers,
      body: { orderId: id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
    });
    expect(paid.status).toBe(200);
    const [file] = await outboxFiles(`order-${id}-confirmation`);
    const mail = await readMail(file!);
    expect(mail.text).toContain('made to order: estimated to ship by');
    expect(mail.text).toContain('(10 business days)');
    // The date itself: ten business days on from the shop's date, as the shopper reads it.
    const shipDay = new Date(`${shipBy}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(mail.text).toContain(`made to order: estimated to ship by ${shipDay} (10 business days)`);
    expect(mail.html).toContain(shipDay);
    // Its last open unit ordered: the artisan hears that it now reads sold out, in made-to-order words (issue 45).
    const [alert] = await outboxFiles(`product-${p.id}-sold-out`);
    expect((await readMail(alert!)).text).toContain('The last open made-to-order unit of');
    expect((await getOrder(id))!.status).toBe('paid');
  });
});
