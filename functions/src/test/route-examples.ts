import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import Stripe from 'stripe';
import { invoke, sessionHeaders } from './invoke';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { signToken } from '../lib/links/signed-token';
import { getSubscriber } from '../newsletter/newsletter-repository';
import { listContactSubmissions } from '../contact/contact-repository';
import { signQuoteToken } from '../custom-quotes/quote-link';
import { PRODUCTS } from '../seed';
import { reviewSubject } from '@crystal/shared/review-link';
import { issueGiftCard } from '../gift-cards';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';

/** One valid request for a route: a concrete path (with query), headers, body and admin claims. */
export type ExampleRequest = {
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  claims?: Record<string, unknown>;
};

/**
 * Builds the example, doing whatever setup it needs first (through `invoke`, so through the same
 * handlers). `sessionId` is a fresh session of the example's own.
 */
export type RouteExample = (sessionId: string) => Promise<ExampleRequest>;

/** A session + admin claims the local JWT check would hand over for the artisan. */
export const ADMIN_CLAIMS = { sub: 'artisan-local', email: 'artisan@example.ca', 'cognito:groups': '[admin]' };

export const address = { street: '123 Portage Ave', city: 'Winnipeg', province: 'MB', postalCode: 'R3C 0A1', country: 'Canada' };
export const orderBody = {
  customerEmail: 'shopper@example.ca',
  customerPhone: '204-555-0100',
  firstName: 'Ada',
  lastName: 'Crystal',
  shippingAddress: address,
  billingAddress: address,
  sameAsShipping: true,
};

const browsingContext = {
  currentPage: '/product/1',
  cartItems: 1,
  timeOnPage: 42,
  previousSearches: ['amethyst'],
  interactionPattern: 'focused',
  crystalPreferences: ['Amethyst'],
  lastInteraction: 'scroll',
  viewingProduct: 1,
};

/** Seed ids (functions/src/seed/catalogue.ts): 1 stock 12, 24 stock 21; 25 is sold out. */
const IN_STOCK = 9; // the Selenite Charging Plate: stock 20 and no options to choose
const SOLD_OUT = 25;
/** The Moonstone Stacking Ring: on sale, its size 6.5 sold out. */
const SIZED_RING = PRODUCTS.findIndex((p) => p.name === 'Moonstone Stacking Ring') + 1;
const ENGRAVED = 2; // the Rose Quartz Heart Necklace: a length to choose and an engraving (scripts/seed/catalogue-choices.ts)

/** The token of the link a pending sign-up's confirmation mail carries. */
export async function confirmToken(email: string): Promise<string> {
  const item = await getSubscriber(email);
  return signToken('newsletter-confirm', `${item?.requestId} ${email}`, 7);
}

async function must(method: string, path: string, sessionId: string, body?: unknown) {
  const res = await invoke(method, path, { headers: sessionHeaders(sessionId), body });
  if (res.status >= 300) throw new Error(`example setup ${method} ${path} answered ${res.status}: ${res.text}`);
  return res.body;
}

async function cartLine(sessionId: string): Promise<number> {
  const item = (await must('POST', '/api/cart', sessionId, { productId: IN_STOCK, quantity: 1 })) as { id: number };
  return item.id;
}

async function placedOrder(sessionId: string): Promise<number> {
  return (await placedOrderWithTotal(sessionId)).id;
}

/** A placed order the session paid through the sandbox. */
async function paidOrder(sessionId: string): Promise<number> {
  const orderId = await placedOrder(sessionId);
  const intent = (await must('POST', '/api/create-payment-intent', sessionId, { orderId })) as { clientSecret: string };
  await must('POST', '/api/sandbox/confirm', sessionId, { orderId, clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' });
  return orderId;
}

/** A paid order of one made-to-order piece from the seed (the bangle): its line 1 awaits making. */
async function paidMadeToOrder(sessionId: string): Promise<number> {
  const pieces = (await invoke('GET', '/api/products')).body as { id: number; madeToOrder?: unknown }[];
  await must('POST', '/api/cart', sessionId, { productId: pieces.find((p) => p.madeToOrder)!.id, quantity: 1 });
  const { id: orderId } = (await must('POST', '/api/orders', sessionId, orderBody)) as { id: number };
  const intent = (await must('POST', '/api/create-payment-intent', sessionId, { orderId })) as { clientSecret: string };
  await must('POST', '/api/sandbox/confirm', sessionId, { orderId, clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' });
  return orderId;
}

async function placedOrderWithTotal(sessionId: string): Promise<{ id: number; totalAmount: string }> {
  await cartLine(sessionId);
  return (await must('POST', '/api/orders', sessionId, orderBody)) as { id: number; totalAmount: string };
}

/** A payment_intent.succeeded event for a fresh order, signed with the webhook secret as Stripe would. */
async function signedWebhook(sessionId: string): Promise<ExampleRequest> {
  const order = await placedOrderWithTotal(sessionId);
  const event = {
    id: `evt_example_${randomUUID()}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: `pi_sandbox_${order.id}`,
        object: 'payment_intent',
        amount: Math.round(Number(order.totalAmount) * 100),
        currency: 'cad',
        metadata: { orderId: String(order.id) },
      },
    },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET ?? '' });
  return { path: '/api/webhooks/stripe', rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

const session = (sessionId: string) => sessionHeaders(sessionId);

/**
 * One valid request per route id. The call-budget test fails for a shopper route of the route table
 * that has no entry here, and the bad-input test starts its mutations from these.
 */
/** A live code of the example's own, made through the admin route. */
async function discountCode(): Promise<string> {
  const code = `EX${randomUUID().slice(0, 8).toUpperCase()}`;
  const res = await invoke('POST', '/api/admin/discount-codes', { claims: ADMIN_CLAIMS, body: { code, amountOff: '5.00' } });
  if (res.status !== 201) throw new Error(`discount code example: ${res.status} ${res.text}`);
  return code;
}

/** A review link's token for a fresh order of the in-stock piece (as the review-request mail carries). */
async function reviewToken(sessionId: string): Promise<string> {
  const orderId = await placedOrder(sessionId);
  // Delivered, as every order the review-requests job mails is (a link is honoured only for one).
  await db.send(new UpdateCommand({ TableName: tableName, Key: { pk: `ORDER#${orderId}`, sk: 'ORDER' }, UpdateExpression: 'SET deliveredAt = :at', ExpressionAttributeValues: { ':at': new Date().toISOString() } }));
  return signToken('review', reviewSubject(orderId, IN_STOCK, 'en'), 30);
}

export const CAMPAIGN_BODY = {
  subject: 'Full moon in December',
  preheader: 'Three new moonstone pieces',
  body: '## The cold moon\n\nNew pieces, made by hand. See [the rings](https://shop.example/rings).',
  subjectFr: 'Pleine lune de décembre',
  preheaderFr: 'Trois nouvelles pièces en pierre de lune',
  bodyFr: '## La lune froide\n\nDe nouvelles pièces faites à la main.',
  productIds: [IN_STOCK],
};

/** A campaign draft of the example's own. */
async function draftCampaign(): Promise<string> {
  const res = await invoke('POST', '/api/admin/campaigns', { claims: ADMIN_CLAIMS, body: CAMPAIGN_BODY });
  if (res.status !== 201) throw new Error(`example setup create campaign answered ${res.status}: ${res.text}`);
  return res.body.id as string;
}

export const REVIEW_BODY = { rating: 5, title: 'Lovely ring', body: 'Fits well.\nThe stone catches the light.', displayName: 'Ada C.' };

/** A pending review of the example's own, posted through its link. */
async function pendingReview(sessionId: string): Promise<number> {
  const res = await invoke('POST', `/api/reviews/${await reviewToken(sessionId)}`, { body: REVIEW_BODY });
  if (res.status !== 201) throw new Error(`review example: ${res.status} ${res.text}`);
  return (res.body as { id: number }).id;
}

export const ROUTE_EXAMPLES: Record<string, RouteExample> = {
  // catalogue
  listProducts: async () => ({ path: '/api/products?category=crystal-necklaces&search=amethyst&lang=fr&limit=12' }),
  listFeatured: async () => ({ path: '/api/products/featured' }),
  getProduct: async () => ({ path: `/api/products/${IN_STOCK}` }),
  productPage: async () => ({ path: `/api/products/${IN_STOCK}/page?lang=fr` }),
  shopPage: async () => ({ path: '/api/pages?path=products%2Frings&lang=fr&sort=price-asc&search=moonstone' }),
  sitemap: async () => ({ path: '/api/sitemap.xml' }),
  googleFeed: async () => ({ path: '/api/feeds/google.xml?lang=fr' }),
  metaFeed: async () => ({ path: '/api/feeds/meta.csv' }),
  listCategories: async () => ({ path: '/api/categories' }),
  searchSuggestions: async () => ({ path: '/api/search/suggestions?q=amethist&lang=fr' }),
  shopInfo: async () => ({ path: '/api/shop' }),
  // cart
  getCart: async (s) => {
    await cartLine(s);
    return { path: '/api/cart', headers: session(s) };
  },
  addCartItem: async (s) => ({ path: '/api/cart', headers: session(s), body: { productId: IN_STOCK, quantity: 1 } }),
  updateCartItem: async (s) => ({ path: `/api/cart/${await cartLine(s)}`, headers: session(s), body: { quantity: 2 } }),
  removeCartItem: async (s) => ({ path: `/api/cart/${await cartLine(s)}`, headers: session(s) }),
  checkDiscountCode: async (s) => ({ path: '/api/cart/discount-code', headers: session(s), body: { code: (await discountCode()).toLowerCase(), language: 'fr', customerEmail: 'shopper@example.ca' } }),
  clearCart: async (s) => {
    await cartLine(s);
    return { path: '/api/cart', headers: session(s) };
  },
  // orders
  createOrder: async (s) => {
    await cartLine(s);
    // A store credit of 10.00 pays part of it: the rest is still due by card.
    const card = await issueGiftCard({ amountCents: 1000, recipientName: 'Ada', recipientEmail: 'ada@example.ca', deliverOn: '2026-01-01', language: 'en', reason: 'example' });
    const extras = { status: 'pending', currency: 'CAD', language: 'fr', giftNote: 'Happy birthday,\nwith love', discountCode: await discountCode(), giftCardCode: card!.code };
    return { path: '/api/orders', headers: session(s), body: { ...orderBody, ...extras } };
  },
  getOrder: async (s) => ({ path: `/api/orders/${await placedOrder(s)}`, headers: session(s) }),
  getOrderByLink: async (s) => ({ path: `/api/order-status/${await signToken('order', String(await placedOrder(s)), 30)}` }),
  // A checkout reminder's link opened in another session: the order's pieces come back into this one's cart.
  resumeCheckout: async (s) => ({ path: '/api/checkout/resume', headers: session(s), body: { token: await signToken('checkout-resume', String(await placedOrder(randomUUID())), 14) } }),
  // Issue 49: a store credit issued straight into the table, then its balance asked with its code (spaced, lower case).
  checkGiftCardBalance: async () => {
    const issued = await issueGiftCard({ amountCents: 5000, recipientName: 'Ada', recipientEmail: 'ada@example.ca', deliverOn: '2026-01-01', language: 'en', reason: 'example' });
    return { path: '/api/gift-cards/balance', body: { code: issued!.code.toLowerCase().replace(/(.{4})/g, '$1 ').trim() } };
  },
  // payments and the webhook
  getPaymentConfig: async () => ({ path: '/api/payments/config' }),
  createPaymentIntent: async (s) => ({ path: '/api/create-payment-intent', headers: session(s), body: { orderId: await placedOrder(s) } }),
  sandboxConfirm: async (s) => {
    const orderId = await placedOrder(s);
    const intent = (await must('POST', '/api/create-payment-intent', s, { orderId })) as { clientSecret: string };
    return {
      path: '/api/sandbox/confirm',
      headers: session(s),
      body: { orderId, clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' },
    };
  },
  stripeWebhook: signedWebhook,
  // wishlist
  listWishlist: async (s) => {
    await must('POST', '/api/wishlist', s, { productId: IN_STOCK });
    return { path: '/api/wishlist', headers: session(s) };
  },
  addWishlistItem: async (s) => ({ path: '/api/wishlist', headers: session(s), body: { productId: IN_STOCK } }),
  removeWishlistItem: async (s) => {
    await must('POST', '/api/wishlist', s, { productId: IN_STOCK });
    return { path: `/api/wishlist/${IN_STOCK}`, headers: session(s) };
  },
  // contact and newsletter
  submitContact: async (s) => ({
    path: '/api/contact',
    headers: session(s),
    body: { name: 'Ada Crystal', email: 'ada@example.ca', phone: '204-555-0100', subject: 'General Inquiry', message: 'Do you make custom rings?', isConsultation: false, website: '' },
  }),
  // The Moonstone Stacking Ring's size 6.5 is sold out in the seed (functions/src/seed/catalogue-choices.ts): a request for that size.
  requestBackInStock: async (s) => ({ path: '/api/back-in-stock', headers: session(s), body: { email: `waiting-${randomUUID()}@example.ca`, productId: SIZED_RING, language: 'fr', options: { Size: '6.5' } } }),
  subscribeNewsletter: async (s) => ({ path: '/api/newsletter', headers: session(s), body: { email: `reader-${randomUUID()}@example.ca`, source: 'footer', language: 'fr' } }),
  confirmNewsletter: async (s) => {
    const email = `reader-${randomUUID()}@example.ca`;
    await must('POST', '/api/newsletter', s, { email, source: 'footer' });
    return { path: `/api/newsletter/confirm/${await confirmToken(email)}` };
  },
  unsubscribeNewsletter: async (s) => {
    const email = `reader-${randomUUID()}@example.ca`;
    await must('POST', '/api/newsletter', s, { email, source: 'footer' });
    return { path: `/api/newsletter/unsubscribe/${await signToken('unsubscribe', email, 30)}`, rawBody: 'List-Unsubscribe=One-Click' };
  },
  // quotes: the signed link is the credential
  getQuoteByLink: async () => ({ path: `/api/quotes/${(await sentQuote()).token}` }),
  createQuotePaymentIntent: async () => ({ path: `/api/quotes/${(await sentQuote()).token}/payment-intent`, body: QUOTE_PAYMENT }),
  confirmQuoteSandboxPayment: async () => {
    const { token } = await sentQuote();
    const intent = await invoke('POST', `/api/quotes/${token}/payment-intent`, { body: QUOTE_PAYMENT });
    return { path: `/api/quotes/${token}/sandbox-confirm`, body: { clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' } };
  },
  // AI guide
  aiStatus: async () => ({ path: '/api/ai/status' }),
  aiChat: async (s) => ({ path: '/api/ai/chat', headers: session(s), body: { message: 'Which crystal helps with calm?', context: 'crystal_jewelry_assistant' } }),
  aiContextual: async (s) => ({ path: '/api/ai/contextual', headers: session(s), body: { context: browsingContext, timestamp: Date.now() } }),
  aiProductInsights: async (s) => ({
    path: '/api/ai/product-insights',
    headers: session(s),
    body: { productId: IN_STOCK, userBehavior: { timeViewing: 20, interactions: 3, previousPurchases: 0 }, timestamp: Date.now() },
  }),
  aiBehaviorAnalysis: async (s) => ({
    path: '/api/ai/behavior-analysis',
    headers: session(s),
    body: { productId: IN_STOCK, context: browsingContext, sessionData: { pageViews: 3, scrollDepth: 60, mouseMovements: 120, clickPattern: ['gallery'] } },
  }),
  aiShoppingTrigger: async (s) => ({
    path: '/api/ai/shopping-trigger',
    headers: session(s),
    body: { trigger: 'educational', productId: IN_STOCK, userContext: { interactionPattern: 'focused', timeOnPage: 40, cartItems: 0 } },
  }),
  aiProductView: async (s) => ({ path: '/api/ai/product-view', headers: session(s), body: { productId: IN_STOCK } }),
  aiOffer: async (s) => ({ path: '/api/ai/offer', headers: session(s) }),
  // admin (the bad-input test mutates these; admin routes are not shopper routes)
  adminListProducts: async () => ({ path: '/api/admin/products', claims: ADMIN_CLAIMS }),
  adminCreateProduct: async () => ({ path: '/api/admin/products', claims: ADMIN_CLAIMS, body: { ...(await adminProduct()), updatedAt: '2026-11-28T10:00:00.000Z' } }),
  adminGetProduct: async () => ({ path: `/api/admin/products/${IN_STOCK}`, claims: ADMIN_CLAIMS }),
  adminUpdateProduct: async () => {
    // The version the editor loaded (decision 0092): the piece as it is now.
    const loaded = await invoke('GET', `/api/admin/products/${IN_STOCK}`, { claims: ADMIN_CLAIMS });
    return { path: `/api/admin/products/${IN_STOCK}`, claims: ADMIN_CLAIMS, body: { ...(await adminProduct()), updatedAt: loaded.body.updatedAt as string } };
  },
  adminProcessImage: async () => ({ path: '/api/admin/images', claims: ADMIN_CLAIMS, body: { key: await uploadOriginal() } }),
  adminApproveProductFrench: async () => ({ path: `/api/admin/products/${IN_STOCK}/french`, claims: ADMIN_CLAIMS, body: FRENCH_PIECE }),
  adminDraftProductFrench: async () => ({ path: `/api/admin/products/${IN_STOCK}/french-draft`, claims: ADMIN_CLAIMS }),
  adminListCategories: async () => ({ path: '/api/admin/categories', claims: ADMIN_CLAIMS }),
  adminApproveCategoryFrench: async () => ({ path: '/api/admin/categories/1/french', claims: ADMIN_CLAIMS, body: { name: 'Colliers de cristaux', description: 'Pendentifs faits à la main.' } }),
  adminDraftCategoryFrench: async () => ({ path: '/api/admin/categories/1/french-draft', claims: ADMIN_CLAIMS }),
  draftCampaign: async () => ({ path: '/api/admin/campaigns/draft', claims: ADMIN_CLAIMS, body: { productIds: [1, 2, IN_STOCK], theme: 'full moon in December' } }),
  adminCreateCategory: async () => ({ path: '/api/admin/categories', claims: ADMIN_CLAIMS, body: { name: 'Earrings', slug: `earrings-${randomUUID().slice(0, 8)}`, description: 'Drops and studs.', translations: FRENCH_CATEGORY } }),
  adminUpdateCategory: async () => ({ path: '/api/admin/categories/4', claims: ADMIN_CLAIMS, body: { name: 'Rings', slug: 'rings', description: 'Gemstone rings.', hidden: false, translations: FRENCH_CATEGORY } }),
  adminReorderCategories: async () => ({ path: '/api/admin/categories/order', claims: ADMIN_CLAIMS, body: { ids: [5, 4, 3, 2, 1] } }),
  adminSetCollectionPieces: async () => ({ path: '/api/admin/categories/1/pieces', claims: ADMIN_CLAIMS, body: { productIds: [2, 1, 20] } }),
  adminDeleteCategory: async () => ({ path: '/api/admin/categories/5', claims: ADMIN_CLAIMS }),
  adminPresignUpload: async () => ({ path: '/api/admin/uploads', claims: ADMIN_CLAIMS, body: { fileName: 'ring.png', contentType: 'image/png', size: 20_000 } }),
  adminListInbox: async (s) => {
    for (let i = 0; i < 2; i++) await must('POST', '/api/contact', s, { name: 'Ada Crystal', email: 'ada@example.ca', subject: 'General Inquiry', message: 'Hello' });
    return { path: `/api/admin/inbox?filter=all&cursor=${(await listContactSubmissions({ limit: 1 })).cursor}`, claims: ADMIN_CLAIMS };
  },
  adminMarkInbox: async () => ({ path: '/api/admin/inbox/1', claims: ADMIN_CLAIMS, body: { handled: true } }),
  adminExportSubscribers: async () => ({ path: '/api/admin/newsletter/export', claims: ADMIN_CLAIMS }),
  adminExportOrders: async () => ({ path: '/api/admin/orders/export?from=2026-11-01&to=2026-11-30', claims: ADMIN_CLAIMS }),
  adminInsights: async () => ({ path: '/api/admin/insights', claims: ADMIN_CLAIMS }),
  adminListAudit: async () => ({ path: '/api/admin/audit?month=2026-11', claims: ADMIN_CLAIMS }),
  adminGetSettings: async () => ({ path: '/api/admin/settings', claims: ADMIN_CLAIMS }),
  adminCreateQuote: async () => ({ path: '/api/admin/quotes', claims: ADMIN_CLAIMS, body: quoteBody() }),
  adminListQuotes: async () => ({ path: '/api/admin/quotes', claims: ADMIN_CLAIMS }),
  adminSendQuoteBalance: async () => {
    const { id, token } = await sentQuote();
    const intent = await invoke('POST', `/api/quotes/${token}/payment-intent`, { body: QUOTE_PAYMENT });
    await invoke('POST', `/api/quotes/${token}/sandbox-confirm`, { body: { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' } });
    return { path: `/api/admin/quotes/${id}/balance-link`, claims: ADMIN_CLAIMS };
  },
  adminEditQuote: async () => ({ path: `/api/admin/quotes/${(await sentQuote()).id}`, claims: ADMIN_CLAIMS, body: quoteBody() }),
  adminCancelQuote: async () => ({ path: `/api/admin/quotes/${(await sentQuote()).id}/cancel`, claims: ADMIN_CLAIMS }),
  adminUpdateSettings: async () => ({
    path: '/api/admin/settings',
    claims: ADMIN_CLAIMS,
    body: { ...DEFAULT_SHOP_SETTINGS, notificationEmail: 'artisan@example.ca', taxRegistrations: ['MB', 'QC'], provincialTaxNumbers: { QC: '1234567890TQ0001' }, shipping: { flatRate: '12.00', freeOver: '75.00', territoriesRate: '25.00' }, abandonedCheckout: { enabled: false, delayHours: 6, enabledSince: '2026-11-01T00:00:00.000Z' } },
  }),
  adminListDiscountCodes: async () => ({ path: '/api/admin/discount-codes', claims: ADMIN_CLAIMS }),
  adminCreateDiscountCode: async () => ({
    path: '/api/admin/discount-codes',
    claims: ADMIN_CLAIMS,
    body: { code: `WELCOME${randomUUID().slice(0, 8)}`, percentOff: 10, minSubtotal: '50.00', usageLimit: 100, oncePerEmail: true },
  }),
  adminListOrders: async (s) => {
    await placedOrder(s);
    await placedOrder(randomUUID());
    const query = 'status=pending&from=2026-01-01&to=2099-12-31&limit=1';
    const first = await invoke('GET', `/api/admin/orders?${query}`, { claims: ADMIN_CLAIMS });
    return { path: `/api/admin/orders?${query}&cursor=${first.body.nextCursor ?? first.body.cursor}`, claims: ADMIN_CLAIMS };
  },
  adminGetOrder: async (s) => ({ path: `/api/admin/orders/${await placedOrder(s)}`, claims: ADMIN_CLAIMS }),
  adminUpdateOrderStatus: async (s) => ({
    path: `/api/admin/orders/${await paidOrder(s)}/status`,
    claims: ADMIN_CLAIMS,
    body: { status: 'shipped', carrier: 'canada_post', trackingNumber: '1234567890123456', requestId: randomUUID() },
  }),
  adminCreateShipment: async (s) => ({
    path: `/api/admin/orders/${await paidOrder(s)}/shipments`,
    claims: ADMIN_CLAIMS,
    body: { items: [{ itemId: 1, quantity: 1 }], carrier: 'canada_post', trackingNumber: '7023210039414604' },
  }),
  adminMarkItemMade: async (s) => ({ path: `/api/admin/orders/${await paidMadeToOrder(s)}/items/1/made`, claims: ADMIN_CLAIMS, body: { made: true } }),
  // Refund by the line (issue 45): one unit of the order's one line, back in stock, with its shipping, 5.00 of it.
  adminRefundOrder: async (s) => ({
    path: `/api/admin/orders/${await paidOrder(s)}/refunds`,
    claims: ADMIN_CLAIMS,
    body: { items: [{ itemId: 1, quantity: 1, restock: true }], shipping: true, amount: '5.00', requestId: randomUUID() },
  }),
  adminUpdateDiscountCode: async () => ({ path: `/api/admin/discount-codes/${await discountCode()}`, claims: ADMIN_CLAIMS, body: { paused: true } }),
  // reviews from buyers only: the signed link is the credential; she moderates and replies
  postReview: async (s) => ({ path: `/api/reviews/${await reviewToken(s)}`, body: REVIEW_BODY }),
  listProductReviews: async () => ({ path: `/api/products/${IN_STOCK}/reviews` }),
  adminListReviews: async () => ({ path: '/api/admin/reviews?status=pending', claims: ADMIN_CLAIMS }),
  adminPublishReview: async (s) => ({ path: `/api/admin/reviews/${await pendingReview(s)}/publish`, claims: ADMIN_CLAIMS }),
  adminRejectReview: async (s) => ({ path: `/api/admin/reviews/${await pendingReview(s)}/reject`, claims: ADMIN_CLAIMS }),
  adminReplyReview: async (s) => ({ path: `/api/admin/reviews/${await pendingReview(s)}/reply`, claims: ADMIN_CLAIMS, body: { reply: 'Thank you, Ada.\nWear it well.' } }),
  // newsletter campaigns: a draft, read and edited; a test to her own address; a send scheduled (not mailing the list here)
  listCampaigns: async () => ({ path: '/api/admin/campaigns', claims: ADMIN_CLAIMS }),
  createCampaign: async () => ({ path: '/api/admin/campaigns', claims: ADMIN_CLAIMS, body: CAMPAIGN_BODY }),
  getCampaign: async () => ({ path: `/api/admin/campaigns/${await draftCampaign()}`, claims: ADMIN_CLAIMS }),
  updateCampaign: async () => ({ path: `/api/admin/campaigns/${await draftCampaign()}`, claims: ADMIN_CLAIMS, body: { ...CAMPAIGN_BODY, subject: 'Cold moon pieces' } }),
  testCampaign: async () => ({ path: `/api/admin/campaigns/${await draftCampaign()}/test`, claims: ADMIN_CLAIMS, body: { email: 'artisan@example.ca', language: 'fr' } }),
  sendCampaign: async () => ({ path: `/api/admin/campaigns/${await draftCampaign()}/send`, claims: ADMIN_CLAIMS, body: { at: new Date(Date.now() + 86_400_000).toISOString() } }),
  // gift cards in /admin: the list and liability, a store credit (mailed at once), and a card not yet delivered to disable, resend or readdress
  adminListGiftCards: async () => ({ path: '/api/admin/gift-cards', claims: ADMIN_CLAIMS }),
  adminIssueGiftCard: async () => ({ path: '/api/admin/gift-cards', claims: ADMIN_CLAIMS, body: { amount: '25', recipientName: 'Ada', recipientEmail: 'ada@example.ca', reason: 'A late parcel', message: 'Thank you for waiting.\nMira', language: 'en' } }),
  adminExportGiftCards: async () => ({ path: '/api/admin/gift-cards/export', claims: ADMIN_CLAIMS }),
  adminDisableGiftCard: async () => ({ path: `/api/admin/gift-cards/${await undeliveredCard()}/disable`, claims: ADMIN_CLAIMS, body: { reason: 'A disputed charge' } }),
  adminResendGiftCard: async () => ({ path: `/api/admin/gift-cards/${await undeliveredCard()}/resend`, claims: ADMIN_CLAIMS }),
  adminCorrectGiftCardRecipient: async () => ({ path: `/api/admin/gift-cards/${await undeliveredCard()}/recipient`, claims: ADMIN_CLAIMS, body: { recipientName: 'Ada L.', recipientEmail: 'ada.l@example.ca' } }),
};

/** A fresh card due in a month (not delivered yet), its number. */
async function undeliveredCard(): Promise<number> {
  const deliverOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const issued = await issueGiftCard({ amountCents: 2500, recipientName: 'Ada', recipientEmail: 'ada@example.ca', deliverOn, language: 'en', giverName: 'Grace' });
  return issued!.card.id;
}

/**
 * Other valid forms of a route's body, for what one example cannot carry at once (a field of another form,
 * a text where the example has an object): the hostile-text sweep of the route fuzz reaches their text
 * fields too.
 */
export const MORE_ROUTE_EXAMPLES: Record<string, RouteExample[]> = {
  listProducts: [async () => ({ path: '/api/products?categoryId=1&search=amethyst' })],
  adminUpdateSettings: [async () => ({ path: '/api/admin/settings', claims: ADMIN_CLAIMS, body: { ...DEFAULT_SHOP_SETTINGS, notificationEmail: 'artisan@example.ca', taxRegistrations: 'all' } })],
  adminListOrders: [async () => ({ path: '/api/admin/orders?q=Ada&balance=owed', claims: ADMIN_CLAIMS })],
  // A whole piece sold out: the request names no option.
  requestBackInStock: [async (s) => ({ path: '/api/back-in-stock', headers: session(s), body: { email: `waiting-${randomUUID()}@example.ca`, productId: SOLD_OUT } })],
  adminUpdateOrderStatus: [async (s) => ({ path: `/api/admin/orders/${await paidOrder(s)}/status`, claims: ADMIN_CLAIMS, body: { status: 'refunded', refundAmount: '5.00', requestId: randomUUID() } })],
  adminCreateDiscountCode: [
    async () => ({
      path: '/api/admin/discount-codes',
      claims: ADMIN_CLAIMS,
      body: { code: `SPRING${randomUUID().slice(0, 8)}`, amountOff: '5.00', startsAt: '2026-01-01', endsAt: '2099-12-31T23:59:00-06:00' },
    }),
    // Decision 0102: a collection's code, and a free-shipping code.
    async () => ({ path: '/api/admin/discount-codes', claims: ADMIN_CLAIMS, body: { code: `HOLIDAY${randomUUID().slice(0, 8)}`, percentOff: 20, collectionId: 1 } }),
    async () => ({ path: '/api/admin/discount-codes', claims: ADMIN_CLAIMS, body: { code: `SHIP${randomUUID().slice(0, 8)}`, freeShipping: true, minSubtotal: '40.00' } }),
  ],
  aiContextual: [async (s) => ({ path: '/api/ai/contextual', headers: session(s), body: { context: 'product_page', timestamp: '2026-11-27T09:00:00-06:00' } })],
  aiProductInsights: [
    async (s) => ({
      path: '/api/ai/product-insights',
      headers: session(s),
      body: { productId: IN_STOCK, userBehavior: { timeViewing: 20, interactions: 3, previousPurchases: 0 }, timestamp: '2026-11-27T09:00:00-06:00' },
    }),
  ],
  aiBehaviorAnalysis: [
    async (s) => ({
      path: '/api/ai/behavior-analysis',
      headers: session(s),
      body: { productId: IN_STOCK, context: 'product_page', sessionData: { pageViews: 3, scrollDepth: 60, mouseMovements: 120, clickPattern: ['gallery'] } },
    }),
  ],
  aiShoppingTrigger: [
    async (s) => ({
      path: '/api/ai/shopping-trigger',
      headers: session(s),
      body: { trigger: 'educational', productId: IN_STOCK, userContext: { interactionPattern: 'focused', timeOnPage: 40, cartItems: ['amethyst-ring'] } },
    }),
  ],
  submitContact: [
    async (s) => ({
      path: '/api/contact',
      headers: session(s),
      body: { name: 'Ada Crystal', email: 'ada@example.ca', subject: 'Energy Reading', message: 'A reading, please.', isConsultation: true, preferredDate: '2099-01-15' },
    }),
  ],
  addCartItem: [
    async (s) => ({ path: '/api/cart', headers: session(s), body: { productId: ENGRAVED, quantity: 1, options: { Length: '18 in' }, personalization: { Engraving: 'Ada' } } }),
  ],
};

/** A quote for custom work, two weeks to pay, with a 30% deposit and its terms, ready in five weeks. */
const quoteBody = () => ({
  customerName: 'Ada Crystal',
  customerEmail: 'ada@example.ca',
  province: 'MB',
  language: 'fr',
  lines: [{ description: 'Custom amethyst pendant, sterling bail', price: '180.00' }],
  depositPercent: 30,
  depositTerms: { refundable: false, text: 'Votre acompte n’est pas remboursable : il paie les pierres que j’achète pour votre bijou.' },
  expiresOn: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
  readyBy: new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10),
});
const QUOTE_PAYMENT = { customerPhone: '204-555-0100', shippingAddress: address };

/** A quote the artisan sent, and its link's token. */
async function sentQuote(): Promise<{ id: number; token: string }> {
  const res = await invoke('POST', '/api/admin/quotes', { claims: ADMIN_CLAIMS, body: quoteBody() });
  if (res.status !== 201) throw new Error(`example setup POST /api/admin/quotes answered ${res.status}: ${res.text}`);
  const id = res.body.id as number;
  return { id, token: await signQuoteToken(id, 'pay', new Date(Date.now() + 7 * 86_400_000)) };
}

const FRENCH_CATEGORY = { fr: { name: 'Boucles d’oreilles', description: 'Pendantes et puces.' } };

const FRENCH_PIECE = {
  name: 'Pendentif pointe d’améthyste',
  description: 'Une pointe d’améthyste naturelle coiffée d’argent sterling.',
  careInstructions: 'Essuyez-le avec un chiffon doux.',
};

/** What the presigned PUT does: a small PNG lands in the private originals folder. */
async function uploadOriginal(): Promise<string> {
  const key = `${randomUUID()}.png`;
  const dir = path.join(process.env.LOCAL_DATA_DIR!, 'originals');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, key), await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b9a' } }).png().toBuffer());
  return key;
}

/** A product body whose image is one the seed already processed. */
async function adminProduct() {
  const seeded = await invoke('GET', `/api/products/${IN_STOCK}`);
  return {
    name: 'Amethyst Test Ring',
    description: 'A ring for the harness.',
    price: '45.00',
    categoryId: 4,
    collectionIds: [4, 1],
    materials: ['Sterling Silver'],
    gemstones: ['Amethyst'],
    weight: '3.10',
    sku: `TST-${randomUUID().slice(0, 8).toUpperCase()}`,
    stockQuantity: 3,
    isFeatured: false,
    isActive: true,
    careInstructions: 'Keep dry.',
    etsyLink: 'https://www.etsy.com/listing/123456789/amethyst-test-ring',
    options: [{ name: 'Size', translations: { fr: { name: 'Taille' } }, values: [{ value: '7', priceDelta: '5.00', translations: { fr: { value: '7' } } }] }],
    personalization: [{ label: 'Engraving', maxLength: 12, required: false, translations: { fr: { label: 'Gravure' } } }],
    images: [{ id: (seeded.body as { images: { id: string }[] }).images[0]!.id, alt: 'Amethyst test ring' }],
  };
}
