/** How much the shop takes at once, and how long it holds stock (docs/decisions/0021-constants-and-timings.md). */

/** Largest number of distinct pieces in one cart (one order is one DynamoDB transaction of 2 writes per line). */
export const MAX_ORDER_LINES = 40;

export const LIMITS = {
  maxBodyBytes: 64 * 1024,
  lowStockThreshold: 5,
  phoneMinLength: 10,
  postalCodeMinLength: 6,
} as const;

/**
 * An order holds its stock for `intentMinutes` until its payment starts (the payment intent is created),
 * then for `reservationMinutes` from that moment. One client holds at most `maxUnpaidUnitsPerClient`
 * units in unpaid orders at once.
 */
export const PAYMENT = { reservationMinutes: 30, intentMinutes: 10, maxUnpaidUnitsPerClient: 10 } as const;

/** The admin's sign-in settings, written beside index.html by the stack and read by /admin at run time. */
export const ADMIN_CONFIG_FILE = 'admin-config.json';
