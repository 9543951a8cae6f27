/**
 * A gift card's limits, offered amounts and field messages, apart from its schemas (schemas/gift-card.ts),
 * which build on them: the listing's gift card tile and the form's texts read these, and a module with zod
 * schemas made the listing load zod (38 kB, 100 ms of its take-over at 4x CPU) for one number.
 */

/** Whole dollars from $10 to $500 (issue 49); the shop's suggested amounts are among them. */
export const GIFT_CARD_LIMITS = { minDollars: 10, maxDollars: 500, deliverWithinDays: 90, nameMax: 100, emailMax: 254, messageMax: 300 } as const;
/** The amounts offered as choices, in whole dollars; any other whole amount from min to max is accepted too. */
export const GIFT_CARD_AMOUNT_DOLLARS = [25, 50, 75, 100, 150] as const;
export const GIFT_CARD_AMOUNTS = GIFT_CARD_AMOUNT_DOLLARS.map((dollars) => `${dollars}.00`);

/**
 * The one set of English messages of a gift card's fields: the API answers with them, and the web form
 * (which checks with these same schemas) maps each to its French by key (features/gift-cards/lib/gift-card-text.ts).
 */
export const GIFT_CARD_MESSAGES = {
  amount: `Choose a whole amount from $${GIFT_CARD_LIMITS.minDollars} to $${GIFT_CARD_LIMITS.maxDollars}`,
  recipientName: "Recipient's name is required",
  recipientNameTooLong: `Recipient's name must be ${GIFT_CARD_LIMITS.nameMax} characters or fewer`,
  recipientNameCharacters: "Recipient's name must be plain text on one line",
  recipientEmail: "Please enter the recipient's email address",
  messageTooLong: `Message must be ${GIFT_CARD_LIMITS.messageMax} characters or fewer`,
  messageCharacters: 'Message must be plain text (line breaks are fine)',
  deliverOn: 'Delivery date must be a date like 2026-12-24',
  deliverOnPast: 'Delivery date cannot be in the past',
  deliverOnTooFar: `Delivery date can be at most ${GIFT_CARD_LIMITS.deliverWithinDays} days ahead`,
} as const;

/** Whole dollars as the API's decimal string: 50 -> "50.00". */
export const giftCardAmountText = (dollars: number | string): string => `${Number(dollars)}.00`;
