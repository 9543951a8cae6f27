import { CalendarHeart, ExternalLink, Leaf, ShieldCheck, ShoppingBag, Truck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { preselectedOptions } from '@crystal/shared/preselect-option';
import { Link } from 'react-router-dom';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { paths } from '@/config/paths';
import { NUDGE_AVOID } from '@/lib/nudge-avoid';
import type { ListedProduct } from '../lib/listing-filters';
import { facetList } from '../lib/facet-terms';
import { formatWeight, productPrice } from '../lib/product-format';
import { clampQuantity, picksOf, shownStock, STOCK_CLASS, stockLine } from '../lib/stock';
import { checkChoices, unitPriceCents } from '@crystal/shared/product-choices';
import { anyAvailable } from '@crystal/shared/product-stock';
import { soldOutValues } from '@crystal/shared/product-stock-counts';
import { centsToDecimalString, decimalStringToCents } from '@crystal/shared/money';
import type { ChosenOptions, PersonalizationAnswers } from '@crystal/shared/schemas/product-options';
import { choiceProblem, optionName, ProductChoices, valueLabel } from './product-choices';
import { StickyPurchaseBar } from './sticky-purchase-bar';
import { shipsFreeAlone } from '@crystal/shared/shop-facts/money-claims';
import { useShopDetails } from '@/lib/shop-info';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField } from '@/i18n/localized-field';
import en from '../messages/en.json';

const t = createTranslator(en);

/** Only a sold-out piece shows the form, and only then is its code (and zod, 10 kB gzip) fetched. */
const BackInStockForm = lazy(() => import('./back-in-stock-form').then((m) => ({ default: m.BackInStockForm })));

/** The shopper's choices for a piece with options or questions (docs/decisions/0035-options-and-choices.md). */
export type CartChoices = { options?: ChosenOptions; personalization?: PersonalizationAnswers };

type Props = {
  product: ListedProduct;
  onAddToCart: (quantity: number, choices?: CartChoices) => void;
  adding: boolean;
  /** The wishlist heart (from the wishlist feature). */
  wishlistButton?: ReactNode;
  /** The average and count of its published reviews, shown under the price (from the reviews feature). */
  rating?: ReactNode;
};

/**
 * The reassurance row: "Free Shipping" only when this piece, bought on its own, ships free under the shop's
 * settings (docs/decisions/0038-shipping-she-sets.md); the warranty as it is (lifetime authenticity, 1-year
 * craftsmanship), never a "lifetime warranty".
 */
const REASSURANCE = [
  { label: 'freeShipping', Icon: Truck },
  { label: 'warrantyBadge', Icon: ShieldCheck },
  { label: 'ethicallySourced', Icon: Leaf },
] as const;

/** Name, price, facts, stock line, quantity stepper and the buying buttons of the detail page. */
export function ProductPurchase({ product, onAddToCart, adding, wishlistButton, rating }: Props) {
  const [quantity, setQuantity] = useState(1);
  const [options, setOptions] = useState<ChosenOptions>({});
  const [answers, setAnswers] = useState<PersonalizationAnswers>({});
  const [showMissing, setShowMissing] = useState(false);
  // A feed's link (`?size=7`) arrives with that size chosen; after the first render, so the server's HTML matches.
  useEffect(() => {
    const chosen = preselectedOptions(product, window.location.search);
    if (Object.keys(chosen).length) setOptions((current) => (Object.keys(current).length ? current : chosen));
  }, [product]);
  const checked = checkChoices(product, options, answers);
  const picks = picksOf(product, options);
  const available = shownStock(product, picks, checked.choice !== undefined);
  // The price follows the choice: the piece's price plus each chosen value's difference.
  const priceCents = unitPriceCents(decimalStringToCents(product.price), product, picks);
  const price = centsToDecimalString(priceCents);
  const { shipping } = useShopDetails();
  const reassurance = REASSURANCE.filter((r) => r.label !== 'freeShipping' || shipsFreeAlone(priceCents, shipping));
  const soldOut = !anyAvailable(product);
  const madeToOrder = product.madeToOrder;
  const stock =
    madeToOrder && !soldOut ? { kind: 'in' as const, text: t('madeToOrder', { days: madeToOrder.leadTimeDays }) } : stockLine(soldOut ? 0 : available);
  // A piece still on sale with a sold-out value ("size 7"): the request is for that value.
  const soldOutOption = (product.options ?? [])
    .map((o, option) => {
      const gone = soldOutValues(product, option);
      return { name: o.name, label: optionName(o).toLowerCase(), values: o.values.filter((v) => gone.includes(v.value)).map((v) => ({ value: v.value, label: valueLabel(v) })) };
    })
    .find((o) => o.values.length > 0);
  const buyRef = useRef<HTMLDivElement>(null);
  const add = () => {
    if (adding) return;
    const { choice } = checked;
    if (!choice) return setShowMissing(true);
    onAddToCart(clampQuantity(quantity, available), { options: choice.options, personalization: choice.personalization });
  };
  const name = localizedField(product, 'name');
  const materials = facetList(product.materials);
  const gemstones = facetList(product.gemstones);
  const facts: [string, string, 'en' | undefined][] = [
    [t('materials'), materials.text, materials.lang],
    [t('gemstones'), gemstones.text, gemstones.lang],
    [t('weight'), formatWeight(product.weight), undefined],
    [t('sku'), product.sku, undefined],
  ];

  return (
    <div>
      {product.isFeatured && (
        <span className="inline-block rounded-full bg-gold-400 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-ink">
          {t('featured')}
        </span>
      )}
      <h1 className="mt-3 text-3xl font-semibold leading-tight text-amethyst-800 sm:text-4xl" lang={name.lang} {...NUDGE_AVOID}>
        {name.text}
      </h1>
      <p className="mt-3 text-2xl font-semibold text-ink" data-testid="product-price" {...NUDGE_AVOID}>
        {productPrice(price)}
      </p>
      {rating}
      <p
        className={
          soldOut
            ? 'mt-3 inline-block rounded-full bg-danger/10 px-4 py-1.5 text-lg font-semibold text-danger'
            : `mt-2 font-medium ${STOCK_CLASS[stock.kind]}`
        }
        data-testid="stock-line"
      >
        {stock.text}
      </p>
      {!soldOut && checked.choice === undefined &&
        (product.options ?? []).map((o, option) => {
          const gone = soldOutValues(product, option);
          return gone.length ? (
            <p key={o.name} className="mt-1 text-sm text-muted" data-testid="values-sold-out">
              {t('valuesSoldOut', { option: optionName(o).toLowerCase(), values: o.values.filter((v) => gone.includes(v.value)).map(valueLabel).join(', ') })}
            </p>
          ) : null;
        })}

      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        {facts.map(([k, v, lang]) => (
          <div key={k}>
            <dt className="text-muted">{k}</dt>
            <dd className="font-medium" lang={v ? lang : undefined}>
              {v || '—'}
            </dd>
          </div>
        ))}
      </dl>

      {!product.etsyLink && !soldOut && (product.options?.length || product.personalization?.length) ? (
        <ProductChoices
          product={product}
          options={options}
          answers={answers}
          onOption={(name, value) => setOptions((o) => ({ ...o, [name]: value }))}
          onAnswer={(label, text) => setAnswers((a) => ({ ...a, [label]: text }))}
          showMissing={showMissing}
        />
      ) : null}
      {showMissing && !checked.choice && (
        <p className="mt-3 text-sm font-medium text-danger" role="status">
          {choiceProblem(product, options, answers)}
        </p>
      )}

      {/* An Etsy piece is bought on Etsy: the quantity is chosen there. */}
      <div className={`mt-8 flex flex-wrap items-center gap-4 ${product.etsyLink ? 'hidden' : ''}`}>
        <span className="text-sm font-medium" aria-hidden="true">
          {t('quantity')}
        </span>
        <QuantityStepper
          label={t('quantity')}
          value={quantity}
          max={Math.max(1, available)}
          onChange={(v) => setQuantity(clampQuantity(v, available))}
          disabled={soldOut}
        />
      </div>

      <div ref={buyRef} className="mt-6 grid gap-3 sm:grid-cols-2">
        {product.etsyLink && !soldOut ? (
          <a
            href={product.etsyLink}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary sm:col-span-2"
            {...NUDGE_AVOID}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('buyOnEtsy')}
            <span className="sr-only">{t('opensNewTab')}</span>
          </a>
        ) : (
          <button
            type="button"
            className="btn-primary sm:col-span-2"
            {...NUDGE_AVOID}
            // Not `disabled` while adding: a disabled button drops keyboard focus to the page.
            disabled={soldOut}
            aria-disabled={adding || undefined}
            onClick={add}
          >
            {product.etsyLink ? (
              <ExternalLink className="size-4" aria-hidden="true" />
            ) : (
              <ShoppingBag className="size-4" aria-hidden="true" />
            )}
            {product.etsyLink ? t('buyOnEtsy') : adding ? t('adding') : t('addToCart')}
          </button>
        )}
        {wishlistButton}
        {/* The consultation form names the piece it came from (it looks the name up by this id). */}
        <Link to={`${paths.contact}?consultation=1&piece=${product.id}`} className="btn-outline">
          <CalendarHeart className="size-4" aria-hidden="true" />
          {t('scheduleConsultation')}
        </Link>
      </div>

      {(soldOut || soldOutOption) && !madeToOrder && (
        <Suspense fallback={null}>
          <BackInStockForm productId={product.id} soldOutOption={soldOut ? undefined : soldOutOption} />
        </Suspense>
      )}
      {!soldOut && !product.etsyLink && (
        <StickyPurchaseBar target={buyRef} name={name} price={productPrice(price)}>
          <button
            type="button"
            className="btn-primary shrink-0"
            aria-disabled={adding || undefined}
            onClick={add}
          >
            <ShoppingBag className="size-4" aria-hidden="true" />
            {t('addToCart')}
          </button>
        </StickyPurchaseBar>
      )}

      <ul
        className={`mt-8 grid ${reassurance.length === 3 ? 'grid-cols-3' : 'grid-cols-2'} gap-2 border-t border-line pt-6 text-center text-xs font-medium sm:text-sm`}
        data-testid="reassurance"
      >
        {reassurance.map(({ label, Icon }) => (
          <li key={label} className="flex flex-col items-center gap-2">
            <span className="flex size-11 items-center justify-center rounded-full bg-amethyst-50 text-amethyst-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {t(label)}
          </li>
        ))}
      </ul>
    </div>
  );
}
