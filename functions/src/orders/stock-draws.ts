import { type ValuePick } from '@crystal/shared/product-stock';
import { stockDraws } from '@crystal/shared/product-stock-counts';
import { tableName } from '../lib/db/client';
import { productKey, type ProductItem } from '../catalog';
import type { TransactItem } from './stock-lines';

/**
 * What an order line took its quantity from, kept on the line so its release gives back to the same
 * place: the piece's own count (`stockQuantity`, or `openUnits` for a made-to-order piece) or the chosen
 * values that keep their own stock, by name (docs/decisions/0036-stock-per-value.md).
 */
export type LineDraws = { pool?: 'stockQuantity' | 'openUnits'; values?: { option: string; value: string }[] };

export type DrawingLine = { productId: number; quantity: number; draws?: LineDraws };

/** What a line of the piece as chosen draws on now. */
export function drawsOf(product: ProductItem, picks: readonly ValuePick[]): LineDraws {
  const draws = stockDraws(product, picks);
  const values = draws.flatMap((d) => {
    if (!d.pick) return [];
    const option = product.options![d.pick.option]!;
    return [{ option: option.name, value: option.values[d.pick.value]!.value }];
  });
  return values.length ? { values } : { pool: product.madeToOrder ? 'openUnits' : 'stockQuantity' };
}

/** A line from before options drew on the piece's stock. */
const drawsOfLine = (line: DrawingLine): LineDraws => line.draws ?? { pool: 'stockQuantity' };

type Counter = { path: string; names: Record<string, string>; quantity: number; check?: { path: string; value: string } };

/**
 * The counters the lines of ONE product draw on, each quantity summed: a transaction may touch an item
 * once, so two lines of one piece (size 7 and size 8) become one update. A value no longer on the piece
 * (renamed or removed since) is left out.
 */
function countersOf(product: ProductItem, lines: readonly DrawingLine[]): Counter[] {
  const counters = new Map<string, Counter>();
  const add = (key: string, make: () => Counter | undefined, quantity: number) => {
    const seen = counters.get(key);
    if (seen) seen.quantity += quantity;
    else {
      const made = make();
      if (made) counters.set(key, { ...made, quantity });
    }
  };
  for (const line of lines) {
    const draws = drawsOfLine(line);
    if (draws.pool === 'openUnits') {
      add('pool:openUnits', () => (product.madeToOrder ? { path: '#mto.openUnits', names: { '#mto': 'madeToOrder' }, quantity: 0 } : undefined), line.quantity);
    } else if (draws.pool) {
      add('pool:stock', () => ({ path: 'stockQuantity', names: {}, quantity: 0 }), line.quantity);
    }
    for (const { option, value } of draws.values ?? []) {
      add(
        `value:${option}:${value}`,
        () => {
          const o = product.options?.findIndex((x) => x.name === option) ?? -1;
          const v = o < 0 ? -1 : product.options![o]!.values.findIndex((x) => x.value === value);
          if (v < 0) return undefined;
          const at = `#options[${o}].#values[${v}]`;
          return {
            path: `${at}.stockQuantity`,
            names: { '#options': 'options', '#values': 'values', '#value': 'value' },
            quantity: 0,
            // The value must still be where it was read, so an edit meanwhile cannot shift the count.
            check: { path: `${at}.#value`, value },
          };
        },
        line.quantity,
      );
    }
  }
  return [...counters.values()];
}

function update(product: ProductItem, lines: readonly DrawingLine[], now: string, sign: 1 | -1): TransactItem {
  const counters = countersOf(product, lines);
  const total = lines.reduce((n, l) => n + l.quantity, 0);
  const values: Record<string, unknown> = { ':now': now, ':sold': -sign * total };
  const names: Record<string, string> = {};
  const set = ['updatedAt = :now'];
  const conditions = ['attribute_exists(pk)'];
  counters.forEach((c, i) => {
    Object.assign(names, c.names);
    values[`:q${i}`] = c.quantity;
    set.push(`${c.path} = ${c.path} ${sign > 0 ? '+' : '-'} :q${i}`);
    if (sign < 0) conditions.push(`${c.path} >= :q${i}`);
    if (c.check) {
      values[`:v${i}`] = c.check.value;
      conditions.push(`${c.check.path} = :v${i}`);
    }
  });
  if (sign < 0) {
    conditions.push('isActive = :true');
    values[':true'] = true;
  }
  return {
    Update: {
      TableName: tableName,
      Key: productKey(product.id),
      UpdateExpression: `SET ${set.join(', ')} ADD soldCount :sold`,
      ConditionExpression: conditions.join(' AND '),
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

const byProduct = (lines: readonly DrawingLine[]) => {
  const grouped = new Map<number, DrawingLine[]>();
  // A line of no piece (productId 0: a gift card, a quote's work) holds no shelf stock.
  for (const line of lines) if (line.productId > 0) grouped.set(line.productId, [...(grouped.get(line.productId) ?? []), line]);
  return grouped;
};

/**
 * The stock updates of an order's lines, ONE per product, each conditional on every counter it takes
 * from covering the quantity (and the piece being for sale): reserved in the order's own transaction.
 * A product missing from `products` (deleted) is reserved against nothing and fails its condition.
 */
export function reserveUpdates(lines: readonly DrawingLine[], products: ReadonlyMap<number, ProductItem>, now: string) {
  return [...byProduct(lines)].map(([productId, group]) => {
    const product = products.get(productId);
    return { productId, item: product ? update(product, group, now, -1) : missingProduct(productId) };
  });
}

/** The same counters given back (a product deleted meanwhile has no shelf to return to, and is left out). */
export function returnUpdates(lines: readonly DrawingLine[], products: ReadonlyMap<number, ProductItem>, now: string): TransactItem[] {
  return [...byProduct(lines)].flatMap(([productId, group]) => {
    const product = products.get(productId);
    return product ? [update(product, group, now, 1)] : [];
  });
}

/** A reservation of a piece that no longer exists: its condition fails, so the order does not go through. */
const missingProduct = (productId: number): TransactItem => ({
  ConditionCheck: { TableName: tableName, Key: productKey(productId), ConditionExpression: 'attribute_exists(pk)' },
});
