import type { Cents } from '@crystal/shared/money';
import { pieceInCollection, type CollectionPiece } from '@crystal/shared/collections/piece-in-collection';
import { shopDateOf } from '@crystal/shared/shop-date';
import type { CodeRefusal } from '@crystal/shared/money/discount-refusals';
import type { CodeTerms } from '@crystal/shared/money/price-reductions';
import type { DiscountCodeRecord } from './discount-code-item';
import { emailUsedCode, getDiscountCode } from './discount-code-repository';
import { codeCollectionNames } from './find-code-collection';
import { termsOf } from './to-discount-code-dto';

export type CodeVerdict = { ok: true; record: DiscountCodeRecord; terms: CodeTerms } | { ok: false; refusal: CodeRefusal };

const isDay = (when: string) => /^\d{4}-\d{2}-\d{2}$/.test(when);

/** A start is a day (from that day's start in the shop's time zone) or an instant. */
const started = (startsAt: string, now: Date) => (isDay(startsAt) ? shopDateOf(now) >= startsAt : now.getTime() >= Date.parse(startsAt));
/** An end day is the code's last day, whole; an end instant is when it stops. */
const ended = (endsAt: string, now: Date) => (isDay(endsAt) ? shopDateOf(now) > endsAt : now.getTime() >= Date.parse(endsAt));

/** The code as typed, in its stored form; anything outside the code alphabet is no code. */
export const normaliseCode = (text: string) => text.trim().toUpperCase();

/**
 * Whether a code applies (docs/decisions/0040-discount-codes.md): it exists, is not paused, has started and
 * not ended, has uses left, was not used by this email when it is once per email, the cart holds a piece of
 * its collection when it is a collection's code (decision 0102), and the goods reach its minimum. The order's transaction checks the count, the pause and the email again, atomically.
 */
export async function judgeCode(text: string, context: { email?: string; goodsCents?: Cents; pieces?: readonly CollectionPiece[]; now?: Date } = {}): Promise<CodeVerdict> {
  const code = normaliseCode(text);
  const now = context.now ?? new Date();
  const record = /^[A-Z0-9_-]{3,32}$/.test(code) ? await getDiscountCode(code) : undefined;
  if (!record) return { ok: false, refusal: { reason: 'unknown' } };
  if (record.paused) return { ok: false, refusal: { reason: 'paused' } };
  if (record.startsAt && !started(record.startsAt, now)) return { ok: false, refusal: { reason: 'not_started' } };
  if (record.endsAt && ended(record.endsAt, now)) return { ok: false, refusal: { reason: 'expired' } };
  if (record.usageLimit !== undefined && record.timesUsed >= record.usageLimit) return { ok: false, refusal: { reason: 'exhausted' } };
  if (record.oncePerEmail && context.email && (await emailUsedCode(code, context.email))) return { ok: false, refusal: { reason: 'used_by_email' } };
  const collectionId = record.collectionId;
  if (collectionId !== undefined && context.pieces && !context.pieces.some((p) => pieceInCollection(p, collectionId))) {
    return { ok: false, refusal: { reason: 'not_in_collection', collection: await codeCollectionNames(collectionId) } };
  }
  if (context.goodsCents !== undefined && record.minSubtotalCents !== undefined && context.goodsCents < record.minSubtotalCents) {
    return { ok: false, refusal: { reason: 'below_minimum', minSubtotalCents: record.minSubtotalCents } };
  }
  return { ok: true, record, terms: termsOf(record) };
}
