import { formatAddressText } from '@crystal/shared/schemas/checkout';
import { MAX_ORDER_LINES } from '@crystal/shared/constants/limits';
import { isPaidStatus, type CreateOrder, type Order } from '@crystal/shared/schemas/order';
import { orderSortKey, orderKey, orderLineKey, statusIndexPk, type OrderLineRecord, type OrderRecord, type OrderWithItems } from './order-item';
import { AppError, conflict, invalid, notFound } from '../lib/errors';
import { nextId } from '../lib/db/next-id';
import { enforceRateLimit } from '../lib/rate-limit';
import { getProduct } from '../catalog';
import { getOrder } from './order-repository';
import { insertOrderReservingStock } from './place-order-repository';
import { OutOfStockError } from './stock-lines';
import { releaseOrderStock } from './stock-release-repository';
import { priceCart, type PricedCart } from './price-cart';
import { releaseExpiredReservations } from './release-expired';
import { GiftCardShortError, judgeReductions, openGiftCard, readGiftCardAgain, reduceOrder, type OrderReductions } from '../discounts';
import { intentDeadline } from './reservation-window';
import { holdUnpaidUnits } from './unpaid-units-limit';
import { toOrderDto } from './to-order-dto';
import { lineChoices, shortLineMessage } from './line-choices';
import { giftCardOrderLines } from './gift-card-lines';
import { payWithGiftCardAlone } from './gift-card-payment';
import { amountDueCents } from './order-item';
import { shipsNothing } from '@crystal/shared/order-ships';

const ORDER_RATE = { scope: 'orders', limit: 20, windowSeconds: 600 };
/** Tries of an order whose gift card another order spent meanwhile (each reads the card's balance again). */
const GIFT_CARD_ATTEMPTS = 25;

function buildOrder(id: number, sessionId: string, input: CreateOrder, priced: PricedCart, reductions: OrderReductions, now: Date) {
  const giftLines = giftCardOrderLines(id, priced.giftCards);
  const { shippingAddress: shipping, billingAddress: billing } = input;
  const createdAt = now.toISOString();
  const { totals, appliesTo } = reductions;
  const order: OrderRecord = {
    ...orderKey(id),
    type: 'order',
    id,
    sessionId,
    status: 'pending',
    currency: 'CAD',
    customerEmail: input.customerEmail,
    customerPhone: input.customerPhone,
    language: input.language,
    firstName: input.firstName,
    lastName: input.lastName,
    shipping,
    billing,
    shippingAddress: formatAddressText(input.shippingName, shipping),
    billingAddress: formatAddressText(input.billingName, billing),
    province: shipping.province,
    ...(input.giftNote ? { giftNote: input.giftNote } : {}),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    // A discount that gave something is recorded with where it came from: money off, or a code's free shipping (decision 0102).
    ...reductions.discount,
    shippingCents: totals.shippingCents,
    taxLines: totals.taxLines,
    taxCents: totals.taxCents,
    taxNumbers: priced.taxNumbers(totals.taxLines),
    totalCents: reductions.grandTotalCents,
    ...(priced.giftCardsCents ? { giftCardsCents: priced.giftCardsCents } : {}),
    // Gift cards alone: nothing goes in a parcel, so the order is never one "to ship".
    ...(shipsNothing([...priced.lines, ...giftLines]) ? { shipsNothing: true as const } : {}),
    itemCount: priced.lines.reduce((n, l) => n + l.line.quantity, 0) + giftLines.length,
    createdAt,
    updatedAt: createdAt,
    reservedUntil: intentDeadline(now),
    stockReleased: false,
    gsi1pk: statusIndexPk('pending'),
    gsi1sk: orderSortKey(createdAt, id),
    gsi2pk: 'ORDERS',
    gsi2sk: orderSortKey(createdAt, id),
  };
  const lines: OrderLineRecord[] = priced.lines.map((l, n) => ({
    // A line with choices is numbered: two choices of one piece are two lines.
    ...orderLineKey(id, l.product.id, l.line.options || l.line.personalization ? n : undefined),
    type: 'orderItem',
    orderId: id,
    productId: l.product.id,
    name: l.product.name,
    ...(l.product.translations?.fr ? { frName: l.product.translations.fr.name } : {}),
    imageUrl: l.product.imageUrl,
    quantity: l.line.quantity,
    priceCents: l.priceCents,
    ...(appliesTo && !appliesTo.includes(l.product.id) ? { discounted: false as const } : {}),
    ...lineChoices(l, now),
  }));
  return { order, lines: [...lines, ...giftLines] };
}

/**
 * POST /api/orders: the order is built from the session's cart on the server (prices, tax and total are
 * never taken from the client) and its stock reserved in one conditional transaction.
 */
export async function createOrder(sessionId: string, input: CreateOrder, client = sessionId): Promise<Order> {
  await enforceRateLimit(ORDER_RATE, sessionId);
  const province = input.shippingAddress.province;
  const ask = { sessionId, client, discountCode: input.discountCode, email: input.customerEmail, language: input.language };
  const priced = await priceCart(sessionId, province);
  // The order asks discounts/ for its reductions (the session's offer, the code typed, the gift card's part).
  const judged = await judgeReductions(ask, priced.goods);
  if (priced.lines.length + priced.giftCards.length === 0) throw invalid('Your cart is empty. Please add items before checking out.');
  if (priced.lines.length + priced.giftCards.length > MAX_ORDER_LINES) {
    throw invalid(`An order can hold up to ${MAX_ORDER_LINES} different pieces. Please remove some from your cart.`);
  }
  // A gift card typed at checkout: unknown or disabled is a 400 before anything is written.
  let card = input.giftCardCode ? await openGiftCard(client, input.giftCardCode, input.language) : undefined;
  const now = new Date();
  const { order, lines } = buildOrder(await nextId('order'), sessionId, input, priced, reduceOrder(judged, priced.goods), now);
  await holdUnpaidUnits(client, order.id, order.itemCount, now);
  for (let attempt = 0; ; attempt++) {
    if (card) Object.assign(order, reduceOrder(judged, priced.goods, { record: card, language: input.language }).giftCard);
    try {
      await insertOrderReservingStock(order, lines, new Map(priced.lines.map((l) => [l.product.id, l.product])));
      const placed = { ...order, items: lines };
      return toOrderDto(amountDueCents(placed) === 0 ? await payWithGiftCardAlone(placed) : placed);
    } catch (error) {
      if (error instanceof GiftCardShortError && attempt < GIFT_CARD_ATTEMPTS) {
        // Another order spent the card meanwhile: it pays what it has left now, or the order is refused.
        card = await readGiftCardAgain(card!);
        continue;
      }
      if (!(error instanceof OutOfStockError)) throw error;
      // Stock held by abandoned checkouts goes back first, so a shopper never waits for the sweep.
      if (attempt === 0 && (await releaseExpiredReservations(now)) > 0) continue;
      const product = await getProduct(error.productId);
      const line = lines.find((l) => l.productId === error.productId)!;
      if (!product?.isActive) throw conflict(`Sorry, "${line.name}" is no longer available.`);
      throw conflict(shortLineMessage(product, lines));
    }
  }
}

/** The order of this session (another session's order is invisible: 404). */
export async function findOrderForSession(sessionId: string, id: number): Promise<OrderWithItems> {
  const order = await getOrder(id);
  if (!order || order.sessionId !== sessionId) throw notFound('Order');
  return order;
}

/**
 * GET /api/orders/{id}. A pending order past its reservation gives its stock back right here, whether or
 * not the scheduled sweep has run yet.
 */
export async function getOrderForSession(sessionId: string, id: number): Promise<Order> {
  let order = await findOrderForSession(sessionId, id);
  const now = new Date();
  if (order.status === 'pending' && !order.stockReleased && order.reservedUntil < now.toISOString()) {
    await releaseOrderStock(id, { reason: 'reservation_expired', to: 'cancelled', expiredBefore: now.toISOString() });
    order = (await getOrder(id)) ?? order;
  }
  return toOrderDto(order);
}

/** A pending order that still holds its stock and may be paid; otherwise a 409 saying why. */
export async function payableOrder(sessionId: string, id: number): Promise<OrderWithItems> {
  const order = await findOrderForSession(sessionId, id);
  if (isPaidStatus(order.status)) {
    throw conflict('This order has already been paid.');
  }
  const expired = order.reservedUntil < new Date().toISOString();
  if (order.status !== 'pending' || order.stockReleased || expired) {
    if (expired) await releaseOrderStock(id, { reason: 'reservation_expired', to: 'cancelled', expiredBefore: new Date().toISOString() });
    throw new AppError('CONFLICT', 'This order can no longer be paid. Please return to your cart and check out again.');
  }
  return order;
}
