import { describe, expect, it } from 'vitest';
import { GIFT_NOTE_MAX_LENGTH, checkoutFormSchema, giftNoteSchema } from './checkout';
import { createOrderSchema } from './order';

const address = { street: '1 Main St', city: 'Winnipeg', province: 'MB', postalCode: 'R3C 0A1' };
const order = { customerEmail: 'a@example.ca', customerPhone: '204-555-0134', firstName: 'A', lastName: 'B', shippingAddress: address };

describe('gift note', () => {
  it('trims, keeps line breaks as \\n, and allows up to the limit', () => {
    expect(giftNoteSchema.parse('  Hi\r\nthere \r ')).toBe('Hi\nthere');
    expect(giftNoteSchema.parse('é'.repeat(GIFT_NOTE_MAX_LENGTH))).toHaveLength(200);
  });

  it('refuses a note over the limit or with control characters, with the message the form shows', () => {
    expect(giftNoteSchema.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe('Gift note must be 200 characters or fewer');
    expect(giftNoteSchema.safeParse('a\u0000b').success).toBe(false);
    expect(giftNoteSchema.safeParse('a\tb').success).toBe(false);
  });

  it('is optional in the form and the order, and an empty note is no note', () => {
    expect(checkoutFormSchema.shape.giftNote.safeParse(undefined).success).toBe(true);
    expect(createOrderSchema.parse(order)).not.toHaveProperty('giftNote');
    expect(createOrderSchema.parse({ ...order, giftNote: ' ' })).not.toHaveProperty('giftNote');
    expect(createOrderSchema.parse({ ...order, giftNote: 'For you' }).giftNote).toBe('For you');
    expect(createOrderSchema.safeParse({ ...order, giftNote: 'x'.repeat(201) }).error?.issues[0]?.path).toEqual(['giftNote']);
  });
});
