import type { FieldErrors, Resolver } from 'react-hook-form';
import { giftCardRequestSchema, type GiftCardRequest } from '@crystal/shared/schemas/gift-card';
import { GIFT_CARD_AMOUNT_DOLLARS } from '@crystal/shared/constants/gift-card';
import { shopToday } from '@crystal/shared/shop-date';

/** The form as typed: one of the offered amounts or 'other' with its own amount, the recipient, a message, a day. */
export type GiftCardFormValues = {
  choice: string;
  otherAmount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
};

export const OTHER = 'other';

/** $50 chosen, delivered today (the shop's calendar day). */
export const giftCardFormDefaults = (): GiftCardFormValues => ({
  choice: String(GIFT_CARD_AMOUNT_DOLLARS[1]),
  otherAmount: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  deliverOn: shopToday(),
});

/** The amount the form stands for, as typed: an offered amount, or the other amount's text. */
export const chosenAmount = (values: Pick<GiftCardFormValues, 'choice' | 'otherAmount'>) => (values.choice === OTHER ? values.otherAmount : values.choice);

/**
 * Validates the form with the shared schema the API uses (giftCardRequestSchema), so the form refuses what the
 * API would refuse with the same words: the amount's message goes to the other amount's field, each other
 * message to its own field. An empty message and an empty day are left out (the day is then today).
 */
export const giftCardResolver: Resolver<GiftCardFormValues, unknown, GiftCardRequest> = async (values) => {
  const parsed = giftCardRequestSchema.safeParse({
    amount: chosenAmount(values),
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    ...(values.message.trim() ? { message: values.message } : {}),
    ...(values.deliverOn ? { deliverOn: values.deliverOn } : {}),
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0]);
    const field = path === 'amount' ? (values.choice === OTHER ? 'otherAmount' : 'choice') : path;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<GiftCardFormValues> };
};
