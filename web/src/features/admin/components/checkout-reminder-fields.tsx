import { ABANDONED_CHECKOUT_DELAY, type AbandonedCheckoutSettings } from '@crystal/shared/schemas/shop-settings';

/**
 * The one reminder of an unfinished checkout (issue 47): off until she turns it on, and the screen says
 * what goes out, to whom, and when. Only orders placed after she turns it on are reminded.
 */
export function CheckoutReminderFields({ value, onChange }: { value: AbandonedCheckoutSettings; onChange: (v: AbandonedCheckoutSettings) => void }) {
  const { min, max } = ABANDONED_CHECKOUT_DELAY;
  return (
    <>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name="abandonedCheckoutEnabled" checked={value.enabled} onChange={(e) => onChange({ ...value, enabled: e.target.checked })} />
        Send one reminder when an order is left unpaid
      </label>
      <label className="flex flex-col text-sm font-medium">
        Send it after (hours)
        <input
          className="input mt-1 w-28"
          name="abandonedCheckoutDelayHours"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value.delayHours}
          onChange={(e) => onChange({ ...value, delayHours: Number(e.target.value) })}
        />
        <span className="mt-1 text-xs font-normal text-muted">From {min} to {max} hours after the order was placed.</span>
      </label>
      <p className="text-xs text-muted" data-testid="checkout-reminder-rule">
        What is sent, and to whom: one email, once, to the address given at checkout, in the language the order was placed in,
        when the order is still unpaid {value.delayHours} {value.delayHours === 1 ? 'hour' : 'hours'} after it was placed (and no more than 7 days after).
        It names the pieces and carries a link that puts them back in the shopper’s cart at today’s prices, saying which have sold since.
        It gives your legal name and address and an unsubscribe link; nothing goes to an address that unsubscribed or bounced or complained (suppressed), nor for an order that was paid or that the shopper or you cancelled.
        Only orders placed after you turn it on are reminded.
      </p>
    </>
  );
}
