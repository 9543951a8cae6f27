import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartItemSchema } from '@crystal/shared/schemas/cart';
import { invoke, sessionHeaders } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { listCartLines } from './cart-repository';
import { getProduct } from '../catalog';

const newSession = () => {
  const id = randomUUID();
  return { id, headers: sessionHeaders(id) };
};

const ring = () =>
  makeProduct({
    name: 'Moonstone Test Ring',
    priceCents: 4600,
    stockQuantity: 5,
    options: [
      {
        name: 'Size',
        values: [{ value: '7', stockQuantity: 1 }, { value: '8', stockQuantity: 2 }, { value: '9', stockQuantity: 0 }],
        translations: { fr: { name: 'Taille' } },
      },
      { name: 'Length', values: [{ value: '16 in' }, { value: '20 in', priceDelta: '10.00' }] },
    ],
    personalization: [{ label: 'Engraving', maxLength: 12, required: true, translations: { fr: { label: 'Gravure' } } }],
  });

describe('cart lines with choices', () => {
  it('keeps the choices as sent, prices the value’s difference, and makes two lines for two choices', async () => {
    const p = await ring();
    const { headers } = newSession();
    const body = { productId: p.id, quantity: 1, options: { Size: '7', Length: '20 in' }, personalization: { Engraving: 'Luna' } };
    const first = await invoke('POST', '/api/cart', { headers, body });
    expect(first.status).toBe(200);
    expect(cartItemSchema.parse(first.body)).toMatchObject({
      options: { Size: '7', Length: '20 in' },
      personalization: { Engraving: 'Luna' },
      price: '56.00',
      product: { price: '56.00' },
    });
    expect(first.body.choices[0]).toEqual({ kind: 'option', name: 'Size', value: '7', fr: { name: 'Taille', value: '7' } });
    // The same choice sent in another order is the same line.
    const again = await invoke('POST', '/api/cart', { headers, body: { ...body, options: { Length: '20 in', Size: '8' } } });
    const same = await invoke('POST', '/api/cart', { headers, body: { ...body, options: { Length: '20 in', Size: '8' } } });
    expect(same.body.id).toBe(again.body.id);
    expect(same.body.quantity).toBe(2);
    const cart = await invoke('GET', '/api/cart', { headers });
    expect(cart.body.map((l: { options: Record<string, string> }) => l.options.Size)).toEqual(['7', '8']);
  });

  it('refuses bad choices with 400 naming the field, and a value with its own stock at 0 with 409, writing nothing', async () => {
    const p = await ring();
    const { id, headers } = newSession();
    const base = { productId: p.id, options: { Size: '7', Length: '16 in' }, personalization: { Engraving: 'Luna' } };
    const cases = [
      [{ ...base, options: { ...base.options, Colour: 'Gold' } }, 400, 'options.Colour'],
      [{ ...base, options: { Size: '13', Length: '16 in' } }, 400, 'options.Size'],
      [{ productId: p.id, quantity: 1 }, 400, 'options.Size'],
      [{ ...base, personalization: {} }, 400, 'personalization.Engraving'],
      [{ ...base, personalization: { Engraving: 'x'.repeat(13) } }, 400, 'personalization.Engraving'],
      [{ ...base, personalization: { Engraving: 'Lu\u202Ena' } }, 400, 'personalization.Engraving'],
    ] as const;
    for (const [body, status, path] of cases) {
      const res = await invoke('POST', '/api/cart', { headers, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const soldOut = await invoke('POST', '/api/cart', { headers, body: { ...base, options: { Size: '9', Length: '16 in' } } });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error).toBe('Sorry, "Moonstone Test Ring (Size 9, Length 16 in)" is out of stock.');
    const tooMany = await invoke('POST', '/api/cart', { headers, body: { ...base, quantity: 2 } });
    expect(tooMany.status).toBe(409);
    expect(await listCartLines(id)).toEqual([]);
    // Nor is the piece touched: its values keep their stock.
    expect((await getProduct(p.id))!.options![0]!.values.map((v) => v.stockQuantity)).toEqual([1, 2, 0]);
  });

  it('still takes { productId, quantity } for a piece without options', async () => {
    const p = await makeProduct({ stockQuantity: 3 });
    const { headers } = newSession();
    const res = await invoke('POST', '/api/cart', { headers, body: { productId: p.id, quantity: 2 } });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('options');
  });

  it('sells a made-to-order piece at stock 0 up to its open units', async () => {
    const p = await makeProduct({ stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 2 } });
    const { headers } = newSession();
    expect((await invoke('POST', '/api/cart', { headers, body: { productId: p.id, quantity: 2 } })).status).toBe(200);
    expect((await invoke('POST', '/api/cart', { headers, body: { productId: p.id, quantity: 1 } })).status).toBe(409);
  });
});
