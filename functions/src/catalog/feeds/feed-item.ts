import { addBusinessDays } from '@crystal/shared/business-days';
import type { Cents } from '@crystal/shared/money';
import { decimalStringToCents } from '@crystal/shared/money';
import { priceShipping, TERRITORIES, type ShippingSettings } from '@crystal/shared/money/price-shipping';
import { anyAvailable, valueAvailable, type ChoiceProduct } from '@crystal/shared/product-stock';
import { productPagePath } from '@crystal/shared/product-page';
import type { Language } from '@crystal/shared/schemas/language';
import type { Category } from '@crystal/shared/schemas/category';
import type { ProvinceCode } from '@crystal/shared/provinces';
import { SHOP } from '@crystal/shared/constants/shop';
import { preselectQuery } from '@crystal/shared/preselect-option';
import type { ProductItem } from '../product-item';

/**
 * One thing a shopper can buy, as both feeds list it (docs/decisions/0106-product-feeds.md): a piece, or
 * one value of the first option of a piece with options (grouped by `itemGroupId`, `size` set).
 */
export type FeedItem = {
  id: string;
  itemGroupId?: string;
  size?: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  availability: 'in_stock' | 'out_of_stock' | 'backorder';
  /** A made-to-order piece's ship date (YYYY-MM-DD): today plus its lead time in business days. */
  availabilityDate?: string;
  priceCents: Cents;
  brand: string;
  googleProductCategory: number;
  productType: string;
  /** Shipping to Canada for one of it: the mainland rate, and each territory's when it differs. */
  shipping: { region?: ProvinceCode; priceCents: Cents }[];
};

export type FeedContext = {
  language: Language;
  site: { origin: string; basePath: string };
  shipping: ShippingSettings;
  /** The shop's date today (YYYY-MM-DD), from which a made-to-order piece's date counts. */
  today: string;
};

/** Google's product categories: Apparel & Accessories > Jewelry, and Home & Garden > Decor for a stone. */
export const GOOGLE_CATEGORY = { jewelry: 188, homeDecor: 696 } as const;

export const FEED_LIMITS = { title: 150, description: 5000, additionalImages: 10 } as const;

/**
 * Plain text: markup dropped (a block or line break becomes a space, an inline tag nothing), spaces
 * collapsed, cut at `max` characters (an ellipsis when cut).
 */
export function plainText(text: string, max: number): string {
  const plain = text
    .replace(/<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** A piece made of stone alone (a cluster, a geode) is home decor; everything else is jewellery. */
export const isStonePiece = (p: Pick<ProductItem, 'materials'>) =>
  p.materials.length > 0 && p.materials.every((m) => /^natural stone$/i.test(m.trim()));

/** Whether the shop sells the piece here: active and not sold on Etsy only. */
export const sellsHere = (p: Pick<ProductItem, 'isActive' | 'etsyLink'>) => p.isActive && !p.etsyLink;

const absolute = (site: FeedContext['site'], pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : site.basePath}${pathOrUrl}`;

/** A value's id part: lower case, letters and digits joined by dashes ("16 in" -> "16-in"). */
const idPart = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'x';

function shippingOf(priceCents: Cents, settings: ShippingSettings): FeedItem['shipping'] {
  const mainland = priceShipping(priceCents, 'MB', settings);
  const territories = TERRITORIES.map((region) => ({ region, priceCents: priceShipping(priceCents, region, settings) })).filter(
    (t) => t.priceCents !== mainland,
  );
  return [{ priceCents: mainland }, ...territories];
}

/** The feed's state for a choice that can (or cannot) be bought, by the one availability rule. */
function stateOf(product: ProductItem, available: boolean, ctx: FeedContext): Pick<FeedItem, 'availability' | 'availabilityDate'> {
  if (!available) return { availability: 'out_of_stock' };
  if (!product.madeToOrder) return { availability: 'in_stock' };
  return { availability: 'backorder', availabilityDate: addBusinessDays(ctx.today, product.madeToOrder.leadTimeDays) };
}

/**
 * The piece's feed items in the feed's language, or none when the shop does not sell it here (archived,
 * Etsy only) or, for the French feed, when it has no approved French.
 */
export function feedItemsOf(product: ProductItem, category: Category | undefined, ctx: FeedContext): FeedItem[] {
  if (!sellsHere(product)) return [];
  const fr = ctx.language === 'fr' ? product.translations?.fr : undefined;
  if (ctx.language === 'fr' && !fr) return [];
  const name = fr?.name ?? product.name;
  const productType = (ctx.language === 'fr' ? category?.translations?.fr?.name : undefined) ?? category?.name ?? '';
  const page = absolute(ctx.site, productPagePath(ctx.site.basePath, product.id, ctx.language));
  const images = [product.imageUrl, ...product.imageUrls.filter((u) => u !== product.imageUrl)].map((u) => absolute(ctx.site, u));
  const choice = product as ChoiceProduct;
  const base = {
    description: plainText(fr?.description ?? product.description, FEED_LIMITS.description),
    imageLink: images[0] ?? '',
    additionalImageLinks: images.slice(1, 1 + FEED_LIMITS.additionalImages),
    brand: SHOP.name,
    googleProductCategory: isStonePiece(product) ? GOOGLE_CATEGORY.homeDecor : GOOGLE_CATEGORY.jewelry,
    productType: plainText(productType, 750),
  };
  const option = product.options?.[0];
  if (!option || option.values.length === 0) {
    return [
      {
        id: String(product.id),
        title: plainText(name, FEED_LIMITS.title),
        link: page,
        ...base,
        ...stateOf(product, anyAvailable(choice), ctx),
        priceCents: product.priceCents,
        shipping: shippingOf(product.priceCents, ctx.shipping),
      },
    ];
  }
  const optionName = (ctx.language === 'fr' ? option.translations?.fr?.name : undefined) ?? option.name;
  return option.values.map((v, value) => {
    const label = (ctx.language === 'fr' ? v.translations?.fr?.value : undefined) ?? v.value;
    const priceCents = product.priceCents + (v.priceDelta ? decimalStringToCents(v.priceDelta) : 0);
    return {
      id: `${product.id}-${idPart(v.value)}`,
      itemGroupId: String(product.id),
      size: plainText(label, 100),
      title: plainText(`${name} – ${optionName} ${label}`, FEED_LIMITS.title),
      link: `${page}${preselectQuery(v.value)}`,
      ...base,
      ...stateOf(product, valueAvailable(choice, { option: 0, value }), ctx),
      priceCents,
      shipping: shippingOf(priceCents, ctx.shipping),
    };
  });
}

/** Every item of the catalogue in the feed's language, in the pieces' id order. */
export function feedItems(products: readonly ProductItem[], categories: readonly Category[], ctx: FeedContext): FeedItem[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return [...products].sort((a, b) => a.id - b.id).flatMap((p) => feedItemsOf(p, byId.get(p.categoryId), ctx));
}
