import { describe, expect, it } from 'vitest';
import { reviewSubject } from '@crystal/shared/review-link';
import { randomUUID } from 'node:crypto';
import { invoke, sessionHeaders } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { makeProduct } from '../catalog/product.factory';
import { orderBody, placedOrder, sessionWithCart } from '../orders/checkout.factory';
import { signToken } from '../lib/links/signed-token';
import { handler as reviewRequests } from '../jobs/review-requests';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });
const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

/** A placed order paid with the sandbox card, shipped and marked delivered now. */
async function deliver(placed: Awaited<ReturnType<typeof placedOrder>>) {
  const id = placed.order.id;
  const intent = await invoke('POST', '/api/create-payment-intent', { headers: placed.headers, body: { orderId: id } });
  await invoke('POST', '/api/sandbox/confirm', { headers: placed.headers, body: { orderId: id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' } });
  expect((await asAdmin('POST', `/api/admin/orders/${id}/status`, { status: 'shipped', carrier: 'canada_post', trackingNumber: '7023210039414604' })).status).toBe(200);
  expect((await asAdmin('POST', `/api/admin/orders/${id}/status`, { status: 'delivered' })).status).toBe(200);
  return id;
}

/** An order of one piece placed, paid with the sandbox card, and marked delivered now. */
async function deliveredOrder(name: string) {
  const p = await makeProduct({ name, priceCents: 5000, stockQuantity: 10 });
  const id = await deliver(await placedOrder([{ productId: p.id, quantity: 1 }], 'ON'));
  return { id, productId: p.id };
}

/** The piece's `rating` as the listing's product JSON gives it (what its card shows). */
async function listedRating(productId: number) {
  const list = await invoke('GET', '/api/products');
  const found = (list.body as { id: number; rating?: unknown }[]).find((p) => p.id === productId);
  expect(found).toBeDefined();
  return found!.rating;
}

/** What the guide answers, on the piece's page, to "what do buyers say about it?". */
async function guideSays(productId: number, locale: 'en' | 'fr') {
  const res = await invoke('POST', '/api/ai/chat', {
    headers: sessionHeaders(randomUUID()),
    body: {
      message: locale === 'fr' ? 'Qu’en disent les acheteurs?' : 'What do buyers say about it?',
      context: 'crystal_jewelry_assistant',
      locale,
      page: { path: `/shop/${locale === 'fr' ? 'fr/' : ''}product/${productId}`, productId },
    },
  });
  expect(res.status).toBe(200);
  return String(res.body.response);
}

const review = { rating: 4, title: 'Lovely', body: 'It fits well.\nThe stone glows.', displayName: 'Ada C.' };

describe('the review-requests job', () => {
  it('mails the buyer once, after the days pass (not before, not twice), a signed link per piece', async () => {
    const { id } = await deliveredOrder('Review Job Ring');
    const now = Date.now();
    expect(await outboxFiles(`order-${id}-review-request`)).toHaveLength(0);
    await reviewRequests({ asOf: at(now + 6 * DAY) });
    expect(await outboxFiles(`order-${id}-review-request`)).toHaveLength(0);
    await reviewRequests({ asOf: at(now + 7 * DAY + 60_000) });
    await reviewRequests({ asOf: at(now + 8 * DAY) });
    expect(await outboxFiles(`order-${id}-review-request`)).toHaveLength(1);
    const mail = await readMail((await outboxFiles(`order-${id}-review-request`))[0]!);
    expect(mail.text).toMatch(/\/shop\/review\/[\w-]+\.\d+\.[\w-]+/);
    expect(mail.text).toContain('Review Job Ring');
    expect(mail.text.toLowerCase()).not.toMatch(/discount|coupon|reward|free/);
  });

  it('asks about the pieces bought, never a gift card bought beside them', async () => {
    const p = await makeProduct({ name: 'Review Card Pendant', priceCents: 5000, stockQuantity: 10 });
    const { headers } = await sessionWithCart([{ productId: p.id, quantity: 1 }]);
    await invoke('POST', '/api/cart', { headers, body: { giftCard: { amount: '50.00', recipientName: 'Mira Stone', recipientEmail: 'mira@example.ca' } } });
    const placed = await invoke('POST', '/api/orders', { headers, body: orderBody('ON') });
    expect(placed.status).toBe(201);
    // Shipping the rest ships the pendant alone: the card is emailed, never in a parcel.
    const id = await deliver({ order: placed.body, headers } as Awaited<ReturnType<typeof placedOrder>>);
    await reviewRequests({ asOf: at(Date.now() + 8 * DAY) });
    const mail = await readMail((await outboxFiles(`order-${id}-review-request`))[0]!);
    expect(mail.text).toContain('Review Card Pendant');
    expect(mail.text).not.toMatch(/gift card/i);
  });
});

describe('reviews from buyers', () => {
  it('a link posts once (201, pending), then 409; forged or expired links 404; hostile text 400', async () => {
    const { id, productId } = await deliveredOrder('Review Post Ring');
    const token = await signToken('review', reviewSubject(id, productId, 'en'), 30);
    const first = await invoke('POST', `/api/reviews/${token}`, { body: review });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'pending' });
    expect((await invoke('POST', `/api/reviews/${token}`, { body: review })).status).toBe(409);

    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await invoke('POST', `/api/reviews/${forged}`, { body: review })).status).toBe(404);
    const expired = await signToken('review', reviewSubject(id, productId, 'en'), 1, Date.now() - 3 * DAY);
    expect((await invoke('POST', `/api/reviews/${expired}`, { body: review })).status).toBe(404);
    const otherPiece = await signToken('review', reviewSubject(id, productId + 1000, 'en'), 30);
    expect((await invoke('POST', `/api/reviews/${otherPiece}`, { body: review })).status).toBe(404);

    const fresh = await deliveredOrder('Review Hostile Ring');
    const t2 = await signToken('review', reviewSubject(fresh.id, fresh.productId, 'fr'), 30);
    for (const bad of [
      { ...review, body: 'Nice\u202Etxet' },
      { ...review, displayName: 'Ada\nEve' },
      { ...review, title: 'x'.repeat(101) },
      { ...review, body: 'x'.repeat(2001) },
      { ...review, rating: 6 },
      { ...review, rating: 0 },
      { ...review, photo: 'x' },
    ]) {
      const res = await invoke('POST', `/api/reviews/${t2}`, { body: bad });
      expect(res.status).toBe(400);
      expect(res.body.error ?? res.body.message).toBeTruthy();
    }
    // The refused posts claimed nothing: the link still takes a good one.
    expect((await invoke('POST', `/api/reviews/${t2}`, { body: review })).status).toBe(201);
  });

  it('publish gives the piece its rating and shows the review; a reply shows; reject hides it again', async () => {
    const a = await deliveredOrder('Review Moderated Ring');
    const b = await placedOrder([{ productId: a.productId, quantity: 1 }], 'QC');
    await deliver(b);
    const post = async (orderId: number, body: Record<string, unknown>, lang: 'en' | 'fr') =>
      (await invoke('POST', `/api/reviews/${await signToken('review', reviewSubject(orderId, a.productId, lang), 30)}`, { body })).body.id as number;
    const r1 = await post(a.id, review, 'en');
    const r2 = await post(b.order.id, { rating: 5, body: 'Magnifique.', displayName: 'Élise' }, 'fr');
    expect(await listedRating(a.productId)).toBeUndefined();

    expect((await invoke('GET', `/api/products/${a.productId}/reviews`)).body).toEqual({ average: 0, count: 0, reviews: [] });
    expect((await invoke('GET', `/api/products/${a.productId}`)).body.rating).toBeUndefined();
    const pending = await asAdmin('GET', '/api/admin/reviews?status=pending');
    expect(pending.body.reviews.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([r1, r2]));

    expect((await asAdmin('POST', `/api/admin/reviews/${r1}/publish`)).body).toMatchObject({ status: 'published', rating: 4 });
    expect((await asAdmin('POST', `/api/admin/reviews/${r2}/publish`)).status).toBe(200);
    expect((await asAdmin('POST', `/api/admin/reviews/${r2}/publish`)).status).toBe(200);
    expect((await invoke('GET', `/api/products/${a.productId}`)).body.rating).toEqual({ average: 4.5, count: 2 });
    expect(await listedRating(a.productId)).toEqual({ average: 4.5, count: 2 });
    // The guide quotes the average and count, and no buyer's words.
    const said = await guideSays(a.productId, 'en');
    expect(said).toContain('is rated 4.5 out of 5, from 2 buyers.');
    expect(said).not.toMatch(/fits well|stone glows|Magnifique|Lovely|Ada|Élise/);
    expect(await guideSays(a.productId, 'fr')).toContain('a une note de 4,5 sur 5, selon 2 acheteurs.');
    const shown = (await invoke('GET', `/api/products/${a.productId}/reviews`)).body;
    expect(shown).toMatchObject({ average: 4.5, count: 2 });
    expect(shown.reviews.map((r: { id: number }) => r.id)).toEqual([r2, r1]);
    expect(shown.reviews[0]).toMatchObject({ language: 'fr', verifiedPurchase: true, displayName: 'Élise' });
    expect(shown.reviews[1]).toMatchObject({ rating: 4, title: 'Lovely', body: review.body, language: 'en', verifiedPurchase: true });

    expect((await asAdmin('PUT', `/api/admin/reviews/${r1}/reply`, { reply: 'Thank you, Ada.' })).status).toBe(200);
    expect((await asAdmin('PUT', `/api/admin/reviews/${r1}/reply`, { reply: 'Bad\u0007' })).status).toBe(400);
    expect((await asAdmin('PUT', `/api/admin/reviews/${r1}/reply`, { reply: 'x', rating: 1 })).status).toBe(400);
    expect((await asAdmin('PUT', `/api/admin/reviews/99999999/reply`, { reply: 'x' })).status).toBe(404);
    const replied = (await invoke('GET', `/api/products/${a.productId}/reviews`)).body.reviews.find((r: { id: number }) => r.id === r1);
    expect(replied).toMatchObject({ reply: 'Thank you, Ada.', rating: 4, body: review.body });

    expect((await asAdmin('POST', `/api/admin/reviews/${r2}/reject`)).body).toMatchObject({ status: 'rejected' });
    expect((await invoke('GET', `/api/products/${a.productId}`)).body.rating).toEqual({ average: 4, count: 1 });
    expect(await listedRating(a.productId)).toEqual({ average: 4, count: 1 });
    expect((await invoke('GET', `/api/products/${a.productId}/reviews`)).body.reviews.map((r: { id: number }) => r.id)).toEqual([r1]);
    expect((await asAdmin('POST', `/api/admin/reviews/${r1}/reject`)).status).toBe(200);
    expect((await invoke('GET', `/api/products/${a.productId}`)).body.rating).toBeUndefined();
    expect(await listedRating(a.productId)).toBeUndefined();
    expect((await asAdmin('GET', '/api/admin/reviews?status=rejected')).body.reviews.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([r1, r2]));
    expect((await asAdmin('GET', '/api/admin/reviews?status=bogus')).status).toBe(400);
  }, 120_000);
});

describe('reviews: hostile and wrong-handed input', () => {
  it('refuses a rating of 0, 6, 4.5 or "5" with a 400, and the link still takes a good one', async () => {
    const { id, productId } = await deliveredOrder('Review Rating Ring');
    const token = await signToken('review', reviewSubject(id, productId, 'en'), 30);
    for (const rating of [0, 6, 4.5, '5', -1, null]) {
      const res = await invoke('POST', `/api/reviews/${token}`, { body: { ...review, rating } });
      expect(res.status, String(rating)).toBe(400);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect((await invoke('POST', `/api/reviews/${token}`, { body: review })).status).toBe(201);
  });

  it('a link for one piece cannot review another: not by swapping the signed subject, not by naming a piece in the body', async () => {
    const a = await makeProduct({ name: 'Review Pair Ring', priceCents: 4000, stockQuantity: 5 });
    const b = await makeProduct({ name: 'Review Pair Pendant', priceCents: 4500, stockQuantity: 5 });
    const orderId = await deliver(await placedOrder([{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 1 }], 'MB'));
    const forA = await signToken('review', reviewSubject(orderId, a.id, 'en'), 30);
    const [, exp, sig] = forA.split('.');
    // B's subject under A's signature: the signature no longer matches.
    const swapped = `${Buffer.from(reviewSubject(orderId, b.id, 'en')).toString('base64url')}.${exp}.${sig}`;
    expect((await invoke('POST', `/api/reviews/${swapped}`, { body: review })).status).toBe(404);
    // A longer expiry under the same signature: refused too.
    expect((await invoke('POST', `/api/reviews/${forA.replace(`.${exp}.`, `.${Number(exp) + 86_400}.`)}`, { body: review })).status).toBe(404);
    // The body cannot choose the piece (nor the order, nor the status).
    for (const extra of [{ productId: b.id }, { orderId: orderId + 1 }, { status: 'published' }, { verifiedPurchase: false }]) {
      expect((await invoke('POST', `/api/reviews/${forA}`, { body: { ...review, ...extra } })).status).toBe(400);
    }
    const posted = await invoke('POST', `/api/reviews/${forA}`, { body: review });
    expect(posted.status).toBe(201);
    const pending = (await asAdmin('GET', '/api/admin/reviews?status=pending')).body.reviews.find((r: { id: number }) => r.id === posted.body.id);
    expect(pending).toMatchObject({ productId: a.id, orderId, status: 'pending' });
    // B's own link still works, once.
    const forB = await signToken('review', reviewSubject(orderId, b.id, 'en'), 30);
    expect((await invoke('POST', `/api/reviews/${forB}`, { body: review })).status).toBe(201);
    expect((await invoke('POST', `/api/reviews/${forB}`, { body: review })).status).toBe(409);
  });

  it('a non-buyer has no way to post: a malformed link, an unpaid order or one never delivered gets 404, and nothing is written', async () => {
    const p = await makeProduct({ name: 'Review Stranger Ring', priceCents: 3000, stockQuantity: 5 });
    const unpaid = await placedOrder([{ productId: p.id, quantity: 1 }], 'MB');
    const paidNotDelivered = await placedOrder([{ productId: p.id, quantity: 1 }], 'MB');
    const intent = await invoke('POST', '/api/create-payment-intent', { headers: paidNotDelivered.headers, body: { orderId: paidNotDelivered.order.id } });
    await invoke('POST', '/api/sandbox/confirm', {
      headers: paidNotDelivered.headers,
      body: { orderId: paidNotDelivered.order.id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
    });
    const tokens = [
      await signToken('review', reviewSubject(unpaid.order.id, p.id, 'en'), 30),
      await signToken('review', reviewSubject(paidNotDelivered.order.id, p.id, 'en'), 30),
      // Another purpose's signature (an order status link) is no review link.
      await signToken('order', reviewSubject(paidNotDelivered.order.id, p.id, 'en'), 30),
      await signToken('review', reviewSubject(99_999_999, p.id, 'en'), 30),
      'not-a-token',
      `${Buffer.from(reviewSubject(unpaid.order.id, p.id, 'en')).toString('base64url')}.9999999999.${'A'.repeat(43)}`,
    ];
    for (const token of tokens) {
      const res = await invoke('POST', `/api/reviews/${token}`, { body: review });
      expect(res.status, token).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    const pending = (await asAdmin('GET', '/api/admin/reviews?status=pending')).body.reviews as { productId: number }[];
    expect(pending.filter((r) => r.productId === p.id)).toEqual([]);
  });

  it('markup in a review is kept as text: the API, the admin list and the page (structured data) never carry it as markup', async () => {
    const { id, productId } = await deliveredOrder('Review Markup Ring');
    const hostile = {
      rating: 5,
      title: '<b>Best</b> </script><script>alert(1)</script>',
      body: 'Lovely <img src=x onerror=alert(1)> & "quoted" <a href="https://evil.example">link</a>',
      displayName: '<i>Eve</i>',
    };
    const posted = await invoke('POST', `/api/reviews/${await signToken('review', reviewSubject(id, productId, 'en'), 30)}`, { body: hostile });
    expect(posted.status).toBe(201);
    const admin = (await asAdmin('GET', '/api/admin/reviews?status=pending')).body.reviews.find((r: { id: number }) => r.id === posted.body.id);
    expect(admin).toMatchObject({ title: hostile.title, body: hostile.body, displayName: hostile.displayName });
    expect((await asAdmin('POST', `/api/admin/reviews/${posted.body.id}/publish`)).status).toBe(200);
    expect((await invoke('GET', `/api/products/${productId}/reviews`)).body.reviews[0]).toMatchObject({ title: hostile.title, body: hostile.body });

    const page = await invoke('GET', `/api/products/${productId}/page`);
    expect(page.status).toBe(200);
    for (const raw of ['<b>Best', '<script>alert', '<img src=x', '<a href="https://evil', '<i>Eve']) expect(page.text).not.toContain(raw);
    const scripts = [...page.text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const product = scripts.find((d) => d['@type'] === 'Product');
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 });
    expect(product.review[0]).toMatchObject({ name: hostile.title, reviewBody: hostile.body, author: { name: hostile.displayName } });
  });
});
