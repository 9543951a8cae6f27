/**
 * The catalogue: products, categories, their records and their API form.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { forgetCatalogueReads } from './catalogue-cache-repository';
export { type CategoryItem, type StoredCategory, categoryKey } from './category-item';
export { listCategories, putCategory, queryCategories } from './category-repository';
export { type ProductFields, type ProductItem, productKey, toProductItem } from './product-item';
export { getProduct, getProductsByIds, listActiveProducts, putProduct } from './product-repository';
export { toProductDto } from './to-product-dto';
export { archivedInCategoryPk } from './product-item';
export { byMenuOrder } from './category-item';
export { foldTerm } from './search/search-terms';
