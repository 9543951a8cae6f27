import { lineDetails, type OrderLineRecord } from '../orders';

/**
 * An order's lines for its row of the orders CSV, one line of the cell each, with its choices and
 * made-to-order ship date as its mail shows them, in the artisan's English, the engraving as typed:
 * "1 × Moonstone Stacking Ring (Size 7, Engraving: Luna)" (docs/decisions/0050-choices-in-orders-csv.md).
 */
export function orderItemsCell(lines: readonly OrderLineRecord[]): string {
  return lines
    .map((line) => {
      const details = lineDetails(line, 'en');
      return `${line.quantity} × ${line.name}${details ? ` (${details})` : ''}`;
    })
    .join('\n');
}
