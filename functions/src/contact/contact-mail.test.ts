import { describe, expect, it } from 'vitest';
import type { ContactSubmission } from '@crystal/shared/schemas/contact';
import { artisanNotification, firstNameOf, shopperAcknowledgement } from './contact-mail';

const submission = (over: Partial<ContactSubmission>): ContactSubmission => ({
  id: 7,
  name: 'Maya Thunderbird',
  email: 'maya@example.ca',
  phone: null,
  subject: 'A ring',
  message: 'Size 6?',
  isConsultation: false,
  preferredDate: null,
  createdAt: '2026-11-27T12:00:00.000Z',
  handled: false,
  ...over,
});

describe('firstNameOf', () => {
  it('keeps a first name of letters, accents, apostrophes and hyphens', () => {
    expect(firstNameOf('Maya Thunderbird')).toBe('Maya');
    expect(firstNameOf('Zoë-Anne O’Neil')).toBe('Zoë-Anne');
    expect(firstNameOf('Sam, Your order is on hold')).toBe('Sam');
  });

  it('gives no name when the first word is a link, a number or a forged line', () => {
    expect(firstNameOf('https://evil.example/v')).toBe('');
    expect(firstNameOf('www.evil.example')).toBe('');
    expect(firstNameOf('1-800-555-0199')).toBe('');
    expect(firstNameOf('\r\nBcc: x@evil.example')).toBe('');
    expect(firstNameOf('x'.repeat(41))).toBe('');
  });
});

describe('contact mails built from a value stored before the text rule', () => {
  const stored = submission({ name: 'A\u0000\u001b[31mB C\r\nBcc: attacker@evil.example', subject: 'S\r\nX', message: 'L1\r\nL2\u0007' });

  it('the acknowledgement quotes none of it', () => {
    const text = shopperAcknowledgement(stored).text;
    expect(text.startsWith('Hello A,\n') || text.startsWith('Hello,\n')).toBe(true);
    expect(text).not.toMatch(/Bcc|evil|\u001b|\u0000/);
  });

  it("the artisan's copy keeps every word, each on its cleaned line", () => {
    const text = artisanNotification(stored, 'artisan@example.ca').text;
    expect(text).toContain('Name: A [31mB C Bcc: attacker@evil.example\n');
    expect(text).toContain('Subject: S X\n');
    expect(text).toContain('L1\nL2\n');
    expect(text).not.toMatch(/^Bcc:/m);
    expect(text).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F]/);
  });
});
