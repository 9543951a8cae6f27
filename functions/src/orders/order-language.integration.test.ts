import { describe, expect, it } from 'vitest';
import { invoke } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { makeProduct } from '../catalog/product.factory';
import { getOrder } from './order-repository';
import { orderBody, sessionWithCart } from './checkout.factory';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const FR = { name: 'Jonc en aigue-marine', description: 'Un jonc en argent sterling.', careInstructions: '' };

const placedSessions = new Map<number, { headers: Record<string, string> }>();

async function paidOrder(language?: 'en' | 'fr' | 'de') {
  const piece = await makeProduct({ priceCents: 6800, translations: { fr: FR } });
  const session = await sessionWithCart([{ productId: piece.id, quantity: 1 }]);
  const body = orderBody('QC', language ? { language } : {});
  const placed = await invoke('POST', '/api/orders', { headers: session.headers, body });
  if (placed.status !== 201) return { placed };
  const id = placed.body.id as number;
  const intent = await invoke('POST', '/api/create-payment-intent', { headers: session.headers, body: { orderId: id } });
  const paid = await invoke('POST', '/api/sandbox/confirm', {
    headers: session.headers,
    body: { orderId: id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status).toBe(200);
  placedSessions.set(id, session);
  return { placed, id };
}

describe('an order remembers its language', () => {
  it('stores French and mails the confirmation and the after-sale emails in French', async () => {
    const { id } = await paidOrder('fr');
    const stored = await getOrder(id!);
    expect(stored?.language).toBe('fr');
    expect(stored?.items[0]?.frName).toBe(FR.name);
    const confirmation = await readMail(`order-${id}-confirmation.eml`);
    expect(confirmation.html).toContain('lang="fr-CA"');
    expect(confirmation.text).toContain(`Votre commande n° ${id} est confirmée et payée.`);
    expect(confirmation.text.replace(/\s/g, ' ')).toContain('1 × Jonc en aigue-marine (68,00 $ chacun)');
    // Its links open the French site: the order page and the returns policy.
    expect(confirmation.text).toMatch(/\/shop\/fr\/order-confirmation\?order_id=\d+&key=/);
    expect(confirmation.text).toContain('/shop/fr/returns');
    // The order page shows the piece under its French name.
    const { headers } = placedSessions.get(id!)!;
    const dto = await invoke('GET', `/api/orders/${id}`, { headers });
    expect(dto.body.items[0].translations).toEqual({ fr: { name: FR.name } });
    // The artisan's own alert stays English.
    expect((await readMail(`order-${id}-artisan-new.eml`)).html).toContain('lang="en-CA"');

    const shipped = await invoke('POST', `/api/admin/orders/${id}/status`, { claims, body: { status: 'shipped', carrier: 'canada_post', trackingNumber: '1234567890123456' } });
    expect(shipped.status).toBe(200);
    const mail = await readMail(`order-${id}-shipped.eml`);
    expect(mail.text).toContain('Votre commande est en route'.toUpperCase());
    expect(mail.text).toContain('Numéro de suivi : 1234567890123456');
  });

  it('defaults to English, and refuses an unknown language with a 400', async () => {
    const { id } = await paidOrder();
    expect((await getOrder(id!))?.language).toBe('en');
    expect((await readMail(`order-${id}-confirmation.eml`)).text).toContain('is confirmed and paid');
    const { placed } = await paidOrder('de');
    expect(placed.status).toBe(400);
    expect(placed.body.issues[0]).toMatchObject({ path: 'language', message: 'language must be en or fr' });
    expect(await outboxFiles('order-')).not.toHaveLength(0);
  });
});
