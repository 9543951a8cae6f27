/** The not-found screens' texts: a product that does not exist and a path that does not. */
export const NOT_FOUND_TEXTS = {
  productTitle: 'Product Not Found',
  productText: "The product you're looking for doesn't exist or may have been removed.",
  routeTitle: 'Lost in the Crystal Realm',
  routeBadge: 'Path Not Found',
} as const;
