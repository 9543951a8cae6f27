import { decimalStringToCents } from '@crystal/shared/money';
import { codeRefusalMessage } from '@crystal/shared/money/discount-refusals';
import type { CreateDiscountCode, DiscountCodeCheck, DiscountCodeDto } from '@crystal/shared/schemas/discount-code';
import type { Language } from '@crystal/shared/schemas/language';
import type { CollectionPiece } from '@crystal/shared/collections/piece-in-collection';
import { recordAudit } from '../audit-log';
import { invalid } from '../lib/errors';
import type { AdminIdentity } from '../lib/http/parse-request';
import { DISCOUNT_CODES_INDEX_PK, discountCodeKey, type DiscountCodeRecord } from './discount-code-item';
import { insertDiscountCode, listDiscountCodes, setDiscountCodePaused } from './discount-code-repository';
import { limitCodeGuesses } from './code-guess-limit';
import { judgeCode } from './judge-code';
import { findCodeCollection } from './find-code-collection';
import { toDiscountCodeDto } from './to-discount-code-dto';

/** The code's terms for the audit: "20% off Holiday Gifts", "$5.00 off", "free shipping". */
function describeTerms(c: CreateDiscountCode, collectionName: string | undefined): string {
  if (c.freeShipping) return 'free shipping';
  const off = c.percentOff !== undefined ? `${c.percentOff}% off` : `$${c.amountOff} off`;
  return collectionName ? `${off} ${collectionName}` : off;
}

/** POST /api/admin/discount-codes: a new code, unused and live. */
export async function createDiscountCode(admin: AdminIdentity, input: CreateDiscountCode, now = new Date()): Promise<DiscountCodeDto> {
  const collection = input.collectionId !== undefined ? await findCodeCollection(input.collectionId, true) : undefined;
  if (input.collectionId !== undefined && !collection) {
    const message = `There is no collection ${input.collectionId}.`;
    throw invalid(message, [{ path: 'collectionId', message }]);
  }
  const createdAt = now.toISOString();
  const record: DiscountCodeRecord = {
    ...discountCodeKey(input.code),
    sk: 'CODE',
    type: 'discountCode',
    code: input.code,
    ...(input.percentOff !== undefined ? { percentOff: input.percentOff } : {}),
    ...(input.amountOff !== undefined ? { amountOffCents: decimalStringToCents(input.amountOff) } : {}),
    ...(input.minSubtotal !== undefined ? { minSubtotalCents: decimalStringToCents(input.minSubtotal) } : {}),
    ...(input.startsAt !== undefined ? { startsAt: input.startsAt } : {}),
    ...(input.endsAt !== undefined ? { endsAt: input.endsAt } : {}),
    ...(input.usageLimit !== undefined ? { usageLimit: input.usageLimit } : {}),
    ...(input.collectionId !== undefined ? { collectionId: input.collectionId } : {}),
    ...(input.freeShipping ? { freeShipping: true as const } : {}),
    oncePerEmail: input.oncePerEmail ?? false,
    timesUsed: 0,
    paused: false,
    createdAt,
    createdBy: admin.sub,
    gsi2pk: DISCOUNT_CODES_INDEX_PK,
    gsi2sk: `${createdAt}#${input.code}`,
  };
  await insertDiscountCode(record);
  await recordAudit(admin, { action: 'discount.create', target: `code ${input.code}`, summary: `Created the discount code ${input.code} (${describeTerms(input, collection?.name)})` });
  return toDiscountCodeDto(record);
}

export async function listCodes(): Promise<DiscountCodeDto[]> {
  return (await listDiscountCodes()).map(toDiscountCodeDto);
}

/** Pause or resume: a paused code is refused at checkout and by the order's transaction. */
export async function pauseDiscountCode(admin: AdminIdentity, code: string, paused: boolean): Promise<DiscountCodeDto> {
  const record = await setDiscountCodePaused(code, paused);
  await recordAudit(admin, { action: 'discount.pause', target: `code ${code}`, summary: `${paused ? 'Paused' : 'Resumed'} the discount code ${code}` });
  return toDiscountCodeDto(record);
}

/**
 * POST /api/cart/discount-code: the code's terms, or 400 with the reason in the shopper's language. The
 * email (accepted, as before) is not looked at: whether an address has used a code is the order's
 * transaction's question alone, so this check is no way to learn who has ordered (decision 0095). `pieces`:
 * reads the cart's pieces (only once the guess is counted): a collection's code is refused when none is in that collection (decision 0102).
 */
export async function checkDiscountCode(
  client: string,
  input: { code: string; language: Language; customerEmail?: string },
  pieces?: () => Promise<readonly CollectionPiece[]>,
): Promise<DiscountCodeCheck> {
  await limitCodeGuesses(client);
  const verdict = await judgeCode(input.code, pieces ? { pieces: await pieces() } : {});
  if (!verdict.ok) {
    const message = codeRefusalMessage(verdict.refusal, input.language);
    throw invalid(message, [{ path: 'code', message }]);
  }
  const dto = toDiscountCodeDto(verdict.record);
  return { code: dto.code, percentOff: dto.percentOff, amountOff: dto.amountOff, minSubtotal: dto.minSubtotal, collectionId: dto.collectionId, freeShipping: dto.freeShipping };
}
