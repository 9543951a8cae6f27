import { describe, expect, it } from 'vitest';
import { describeAudit, describeWho } from './audit-wording';

const entry = (action: string, target: string, detail?: string) => ({ at: '2026-11-24T12:00:00.000Z', who: 'a@example.ca (sub-1)', action, target, detail });

describe('describeAudit', () => {
  it('keeps the sentence stored with the change', () => {
    expect(describeAudit({ ...entry('product.update', 'product 4', 'price 68.00 -> 72.00'), summary: 'Changed price of Amethyst Point Pendant from $68 to $72' })).toBe(
      'Changed price of Amethyst Point Pendant from $68 to $72',
    );
  });

  it.each([
    [entry('order.shipped', 'order 12', 'paid -> shipped'), 'Marked order #12 shipped'],
    [entry('order.refunded', 'order 12'), 'Refunded order #12'],
    [entry('order.cancelled', 'order 7'), 'Cancelled order #7'],
    [entry('product.update', 'product 4', 'stock 7 -> 17'), 'Changed product #4: stock 7 to 17'],
    [entry('product.create', 'product 4', 'AME-1 Amethyst Point'), 'Added a new piece “Amethyst Point”'],
    [entry('inbox.handled', 'consultation 3', 'Crystal Consultation'), 'Marked the consultation “Crystal Consultation” handled'],
    [entry('inbox.reopened', 'message 3', 'Hello'), 'Reopened the message “Hello”'],
    [entry('media.presign', 'products/uploads/9f1c.png', 'tower.png (2048 bytes)'), 'Uploaded a photo (tower.png)'],
    [entry('order.refunded', 'order 12', 'paid -> paid, refunded 10.00'), 'Refunded $10.00 of order #12'],
    [entry('media.process', 'products/img-1f2e', '1200x900, 8 files in 900 ms'), 'Prepared a photo for the shop'],
    [entry('settings.update', 'shop settings', 'legalName'), 'Changed the shop settings (legalName)'],
    [entry('newsletter.export', 'subscribers', '12 rows'), 'Downloaded the newsletter list (12 subscribers)'],
  ])('says %j in plain words', (e, said) => {
    const text = describeAudit(e);
    expect(text).toBe(said);
    expect(text).not.toMatch(/products\/uploads|sub-1|->/);
  });

  it('shows who by email, never the subject id', () => {
    expect(describeWho('artisan@example.ca (5f2c-11)')).toBe('artisan@example.ca');
    expect(describeWho('5f2c-11')).toBe('The studio');
  });
});
