import type { AdminProduct, ProductInput } from '@crystal/shared/schemas/admin-product';

/**
 * The form as she left it, with today's counts (the piece's own, each size's, a made-to-order piece's open
 * units) and today's version, after a save on a stale form got 409 (decision 0092): her other edits stay,
 * and the next Save writes counts she has seen.
 */
export function withTodaysStock(form: ProductInput, today: AdminProduct): Pick<ProductInput, 'stockQuantity' | 'options' | 'madeToOrder' | 'updatedAt'> {
  const todayValue = (option: string, value: string) =>
    today.options?.find((o) => o.name === option)?.values.find((v) => v.value === value);
  return {
    stockQuantity: today.stockQuantity,
    options: form.options?.map((o) => ({
      ...o,
      values: o.values.map((v) => {
        const now = todayValue(o.name, v.value);
        return now ? { ...v, stockQuantity: now.stockQuantity ?? null } : v;
      }),
    })),
    madeToOrder: form.madeToOrder && today.madeToOrder ? { ...form.madeToOrder, openUnits: today.madeToOrder.openUnits ?? 0 } : form.madeToOrder,
    updatedAt: today.updatedAt,
  };
}
