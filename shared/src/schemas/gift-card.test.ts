import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, giftCardRequestSchema, latestDeliverOn } from './gift-card';
import { GIFT_CARD_MESSAGES } from '../constants/gift-card';

const card = { amount: '50.00', recipientName: 'Maude Tremblay', recipientEmail: 'maude@example.com' };
const problems = (input: object) => {
  const parsed = giftCardRequestSchema.safeParse({ ...card, ...input });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('giftCardRequestSchema', () => {
  // Noon in Winnipeg on 2026-11-29: the shop's calendar day is the 29th.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-29T18:00:00Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('takes a whole amount from $10 to $500 and gives it as a decimal string', () => {
    for (const [amount, as] of [['10', '10.00'], ['50.00', '50.00'], ['500', '500.00'], [' 75 ', '75.00']]) {
      expect(giftCardRequestSchema.parse({ ...card, amount }).amount).toBe(as);
    }
  });

  it.each(['0', '5', '501', '49.999', 'abc', '49.50', '-10', '', '1e2'])('refuses the amount %j', (amount) => {
    expect(problems({ amount })).toEqual([`amount: ${GIFT_CARD_MESSAGES.amount}`]);
  });

  it('refuses a delivery date in the past or more than 90 days ahead, and a day that does not exist', () => {
    expect(problems({ deliverOn: '2026-11-29' })).toEqual([]);
    expect(problems({ deliverOn: latestDeliverOn('2026-11-29') })).toEqual([]);
    expect(problems({ deliverOn: '2026-11-28' })).toEqual([`deliverOn: ${GIFT_CARD_MESSAGES.deliverOnPast}`]);
    expect(problems({ deliverOn: addDays('2026-11-29', 91) })).toEqual([`deliverOn: ${GIFT_CARD_MESSAGES.deliverOnTooFar}`]);
    expect(problems({ deliverOn: '2026-02-30' })).toEqual([`deliverOn: ${GIFT_CARD_MESSAGES.deliverOn}`]);
  });

  it('counts 90 days across months and years', () => {
    expect(latestDeliverOn('2026-11-29')).toBe('2027-02-27');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it("needs the recipient's name and a real email, and keeps the message's line breaks", () => {
    expect(problems({ recipientName: ' ', recipientEmail: 'maude' })).toEqual([
      `recipientName: ${GIFT_CARD_MESSAGES.recipientName}`,
      `recipientEmail: ${GIFT_CARD_MESSAGES.recipientEmail}`,
    ]);
    expect(giftCardRequestSchema.parse({ ...card, message: 'Joyeux Noël\r\nxo' }).message).toBe('Joyeux Noël\nxo');
    expect(problems({ code: 'ABCD' })).toHaveLength(1);
  });
});
