import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@crystal/shared/schemas/category';
import type { CartItem } from '@crystal/shared/schemas/cart';
import type { Product } from '@crystal/shared/schemas/product';
import { defaultDepositTerms, type QuotePage } from '@crystal/shared/schemas/quote';
import { reviewSubject } from '@crystal/shared/review-link';
import { SESSION_STORAGE_KEY } from '@crystal/shared/constants/session';
import { STATIC_PATHS } from '@crystal/shared/site-map';
import { ENGLISH_PAGE_WORDS, ENGLISH_WORDS, englishWordsIn, visibleText } from '@crystal/shared/test/english-words';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import { activateLocale } from '@/i18n/i18n';
import { setApiTransport } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { quotesApiPath } from '@/lib/api-paths/quotes-path';
import { createQueryClient } from '@/lib/query-client';
import { fixtureAnswers, listing, madeToOrder, soldOutSizes, withOptions } from './test/fixture-pieces';

/**
 * The French sweep of the pages (issue 46): every page a French shopper can reach, drawn in French by the
 * app from the seeded shop's answers (the site map's pages, a collection, a search, product pages with
 * options, made to order and sold out, the cart with pieces in it, the gift cards, the newsletter's signed
 * links, a page that does not exist), and none of its visible text may read in English. The shop's own
 * name and address are names, and left out, as is the session's storage key (a name the privacy policy
 * quotes); so is what the page itself marks English (a review written in English, a piece's English name
 * where no French one is approved).
 */

const fixture = fixtureAnswers;
const categories = fixture[apiPath('listCategories')] as Category[];
const shop = fixture[apiPath('shopInfo')] as { legalName: string; address: string };
const plain = listing.find((p) => !p.options?.length && p.stockQuantity > 0)!;
const cartPiece = ({ id, name, price, imageUrl, stockQuantity, categoryId, translations }: Product): CartItem['product'] => ({
  id,
  name,
  price,
  imageUrl,
  stockQuantity,
  categoryId,
  translations: translations?.fr ? { fr: { name: translations.fr.name } } : undefined,
});
const cart: CartItem[] = [
  { id: 1, productId: plain.id, quantity: 2, product: cartPiece(plain) },
  { id: 2, productId: madeToOrder.id, quantity: 1, product: cartPiece(madeToOrder), madeToOrder: { leadTimeDays: 10 } },
];
/** A custom piece's quote, its deposit to pay, as its link shows it. */
const quote: QuotePage = {
  id: 7,
  status: 'open',
  customerName: 'Luna Gagnon',
  language: 'fr',
  province: 'QC',
  expiresOn: '2026-12-11',
  lines: [{ description: 'Bague sur mesure en pierre de lune', price: '150.00' }],
  subtotal: '150.00',
  shipping: '0.00',
  taxLines: [{ name: 'GST', label: 'TPS (5 %)', amount: '7.50' }],
  tax: '7.50',
  total: '157.50',
  depositPercent: 30,
  deposit: '47.25',
  balance: '110.25',
  readyBy: '2027-01-15',
  depositTerms: { refundable: false, text: defaultDepositTerms(false, 'fr') },
  part: 'deposit',
  amountDue: '47.25',
  paid: '0.00',
  orderId: null,
  phoneOnFile: false,
};
/** A review link for the piece with options (its subject, base64url, before an unchecked signature). */
const reviewToken = `${btoa(reviewSubject(42, 1, 'fr')).replace(/=+$/, '')}.1893456000.signature`;

const products: Record<string, Product> = { '1': withOptions, [String(madeToOrder.id)]: madeToOrder, '90': soldOutSizes, [String(plain.id)]: plain };

/** The shop's answers: the fixture's, a collection's pieces, a search, the pieces above, a cart; else a 404. */
function answerFor(url: URL): unknown {
  const product = /^\/api\/products\/(\d+)$/.exec(url.pathname)?.[1];
  if (product) return products[product] ?? fixture[url.pathname];
  if (url.pathname === apiPath('listProducts')) {
    const category = categories.find((c) => c.slug === url.searchParams.get('category'));
    if (category) return listing.filter((p) => p.categoryId === category.id);
    if (url.searchParams.get('search')) return listing.slice(0, 3);
  }
  if (url.pathname === apiPath('getCart')) return cart;
  if (url.pathname === quotesApiPath('getQuoteByLink', { token: 't' })) return quote;
  return fixture[url.pathname];
}

const fetchApi: typeof fetch = async (input) => {
  const body = answerFor(new URL(String(input), 'http://shop.invalid'));
  const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  return body === undefined ? json(404, { error: 'Not found' }) : json(200, body);
};

const PAGES = [
  ...STATIC_PATHS,
  `/products/${categories[0]!.slug}`,
  '/products/featured',
  '/products?search=am%C3%A9thyste',
  '/product/1',
  `/product/${madeToOrder.id}`,
  '/product/90',
  '/cart',
  '/wishlist',
  '/gift-card',
  '/unsubscribe?token=t',
  '/newsletter/confirm?token=t',
  '/checkout',
  '/order-confirmation?order_id=42&key=k',
  '/quote/t',
  `/review/${reviewToken}`,
  '/no-such-page',
].map((page) => `/fr${page}`);

/** The French words a reader sees on the page: its title and its body's text. */
async function frenchPage(url: string): Promise<string> {
  window.history.replaceState(null, '', url);
  await activateLocale('fr');
  setApiTransport(fetchApi);
  const client = createQueryClient();
  await preloadPage(window.location, client);
  vi.stubGlobal('IntersectionObserver', class { observe() {} unobserve() {} disconnect() {} });
  await act(async () => void render(<App queryClient={client} takingOver={false} />));
  await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull(), { timeout: 10_000 });
  // The parts loaded after the first paint (the footer, the home page's lower half) are in too.
  await waitFor(() => expect(document.querySelector('footer nav')).not.toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 10_000 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return visibleText(`${document.title}\n${frenchTextOf(document.body)}`, [shop.legalName, shop.address, SESSION_STORAGE_KEY]);
}

/**
 * The text of an element a reader sees as French: every text node but those of scripts and styles and
 * those the page marks English (`lang="en-CA"`: a shopper's review written in English, a word the
 * glossary does not have), which the page states as English on purpose.
 */
function frenchTextOf(root: HTMLElement): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style')) continue;
    if (parent.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a French page reads in French', () => {
  it.each(PAGES)('%s', async (url) => {
    const text = await frenchPage(url);
    expect(text.length).toBeGreaterThan(200);
    expect(englishWordsIn(text, [...ENGLISH_WORDS, ...ENGLISH_PAGE_WORDS])).toEqual([]);
  }, 20_000);

  it('the sweep finds an English word in a French page', () => {
    expect(englishWordsIn(visibleText('<p>Ajouter <b>Add to cart</b></p><script>var the</script>'), ENGLISH_PAGE_WORDS)).toEqual(['Add', 'cart']);
  });
});
