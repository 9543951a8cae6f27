import * as z from '../zod';
import { positiveIntSchema } from './common';

/** How many pieces one collection holds at most (its main pieces and its extra ones together). */
export const MAX_PIECES_IN_COLLECTION = 200;
/**
 * How many pieces one save may add to a collection or take out of it: every piece whose collections change is
 * written in the save's one DynamoDB transaction (100 actions at most, the collection and the audit among them).
 */
export const MAX_PIECES_CHANGED = 90;

export const COLLECTION_PIECES_MESSAGES = {
  productIds: 'productIds lists the pieces in this collection, each once, in the order shoppers should see them',
  tooMany: `A collection holds at most ${MAX_PIECES_IN_COLLECTION} pieces`,
  tooManyChanged: `Add or take out at most ${MAX_PIECES_CHANGED} pieces at a time`,
} as const;

/**
 * PUT /api/admin/categories/{id}/pieces: `{ productIds }`, the pieces in the collection in the order shoppers see
 * them. A piece listed gains the collection; a piece left out loses it, unless it is that piece's main collection.
 */
export const collectionPiecesSchema = z.strictObject({
  productIds: z
    .array(positiveIntSchema, { message: COLLECTION_PIECES_MESSAGES.productIds })
    .check(
      z.maxLength(MAX_PIECES_IN_COLLECTION, COLLECTION_PIECES_MESSAGES.tooMany),
      z.refine((ids) => new Set(ids).size === ids.length, COLLECTION_PIECES_MESSAGES.productIds),
    ),
});
export type CollectionPieces = z.infer<typeof collectionPiecesSchema>;
