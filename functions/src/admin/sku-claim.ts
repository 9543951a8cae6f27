/**
 * SKU uniqueness: one item per SKU (`pk=SKU#<sku>`), written in the same transaction as the product,
 * with a condition that refuses a SKU another product holds.
 */
export const skuClaimKey = (sku: string) => ({ pk: `SKU#${sku.toUpperCase()}`, sk: 'SKU' as const });

export const skuClaimItem = (sku: string, productId: number) => ({ ...skuClaimKey(sku), type: 'sku', productId });
