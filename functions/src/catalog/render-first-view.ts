import { SHOP } from '@crystal/shared/constants';
import { IMAGE_SIZES, imageFallbackUrl, imageFromUrl, imageSrcSet } from '@crystal/shared/images/image-urls';
import { languagePrefix } from '@crystal/shared/product-page';
import type { Product } from '@crystal/shared/schemas/product';
import type { Language } from '@crystal/shared/schemas/language';
import { escapeHtml } from './escape-html';

/**
 * The product page's first view, in the HTML itself: the header's bar, the breadcrumb and the main photo,
 * with the app's own classes (web/src/app/layout/root-layout.tsx, site-header.tsx, breadcrumb.tsx,
 * product-gallery.tsx), so each stands where the app will draw it. A phone shows the piece while the app's
 * code is still on its way; the app replaces it all on its first render (React clears the root), and adds
 * the rest (icons, title, price, purchase box) below and beside what was already there.
 * `web/e2e/product-first-view.spec.ts` holds the photo's box equal to the app's on a phone and a desktop.
 */

const TEXTS = {
  en: { breadcrumb: 'Breadcrumb', products: 'Products' },
  fr: { breadcrumb: 'Fil d’Ariane', products: 'Produits' },
} as const;

/** lucide's `gem` and `chevron-right` (the app's icons), drawn the same size. */
const GEM_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-5 text-amethyst-600" aria-hidden="true"><path d="M10.5 3 8 9l4 13 4-13-2.5-6"/><path d="M17 3a2 2 0 0 1 1.6.8l3 4a2 2 0 0 1 .013 2.382l-7.99 10.986a2 2 0 0 1-3.247 0l-7.99-10.986A2 2 0 0 1 2.4 7.8l2.998-3.997A2 2 0 0 1 7 3z"/><path d="M2 9h20"/></svg>';
const CHEVRON =
  '<li aria-hidden="true"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4"><path d="m9 18 6-6-6-6"/></svg></li>';

const LINK = 'inline-flex min-h-11 items-center hover:text-amethyst-700 sm:min-h-0';

/** The main photo as the gallery's <ProductImage priority> draws it once near the screen. */
function mainPhoto(product: Product, alt: string): string {
  const image = product.images?.[0];
  const variants = image ?? imageFromUrl(product.imageUrl);
  const style = image?.placeholder ? ` style="background-image:url(&quot;${escapeHtml(image.placeholder)}&quot;);background-size:cover"` : '';
  const size = `width="${image?.width ?? 800}" height="${image?.height ?? 800}"`;
  const common = `alt="${escapeHtml(image?.alt ?? alt)}" ${size} loading="eager" fetchpriority="high" decoding="sync"${style} class="aspect-square w-full object-cover"`;
  if (!variants) return `<img src="${escapeHtml(product.imageUrl)}" ${common} />`;
  const sizes = escapeHtml(IMAGE_SIZES.gallery);
  return [
    '<picture>',
    `<source type="image/avif" srcset="${escapeHtml(imageSrcSet(variants, 'avif'))}" sizes="${sizes}" />`,
    `<source type="image/webp" srcset="${escapeHtml(imageSrcSet(variants, 'webp'))}" sizes="${sizes}" />`,
    `<img src="${escapeHtml(imageFallbackUrl(variants))}" srcset="${escapeHtml(imageSrcSet(variants, 'jpg'))}" sizes="${sizes}" ${common} />`,
    '</picture>',
  ].join('');
}

/** The French word when there is one; else the English, marked as English on a French page (as the app does). */
function localized(english: string, french: string | undefined, language: Language): { text: string; lang: string } {
  if (language !== 'fr') return { text: english, lang: '' };
  return french ? { text: french, lang: '' } : { text: english, lang: ' lang="en"' };
}

export function renderFirstView(product: Product, basePath: string, language: Language): string {
  const texts = TEXTS[language];
  const home = `${basePath}${languagePrefix(language)}`;
  const name = localized(product.name, product.translations?.fr?.name, language);
  const category = localized(product.category.name, product.category.translations?.fr?.name, language);
  return [
    '<div class="flex min-h-dvh flex-col" data-first-view>',
    '<header class="sticky top-0 z-40 border-b border-transparent bg-cream"><div class="container-page flex h-16 items-center justify-between gap-2">',
    `<a href="${escapeHtml(home)}" class="flex min-h-11 items-center gap-2 font-serif text-base font-semibold text-amethyst-800 sm:text-xl">${GEM_ICON}${escapeHtml(SHOP.name)}</a>`,
    '</div></header>',
    '<main class="flex-1"><div class="container-page py-6 sm:py-8">',
    `<nav aria-label="${escapeHtml(texts.breadcrumb)}" class="text-sm"><ol class="flex flex-wrap items-center gap-1 text-muted">`,
    `<li><a href="${escapeHtml(`${home}products`)}" class="${LINK}">${escapeHtml(texts.products)}</a></li>`,
    CHEVRON,
    `<li><a href="${escapeHtml(`${home}products/${product.category.slug}`)}"${category.lang} class="${LINK}">${escapeHtml(category.text)}</a></li>`,
    CHEVRON,
    `<li aria-current="page" class="font-medium text-ink"${name.lang}>${escapeHtml(name.text)}</li>`,
    '</ol></nav>',
    `<div class="mt-4 grid gap-8 md:grid-cols-2 lg:gap-14"><div><div class="card overflow-hidden bg-mist">${mainPhoto(product, product.name)}</div></div></div>`,
    '</div></main>',
    '</div>',
  ].join('');
}
