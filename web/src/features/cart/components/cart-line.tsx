import { Link } from 'react-router-dom';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { decimalStringToCents, formatCadCents } from '@/lib/format';
import { paths } from '@/config/paths';
import { createTranslator } from '@/i18n/create-translator';
import { localizedName } from '@/lib/localized-name';
import { CartLineControls } from './cart-line-controls';
import en from '../messages/en.json';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { LineChoices } from '@/components/ui/line-choices';
import { GiftCardLineDetails, GiftCardPicture } from '@/components/ui/gift-card-line-details';
import { isGiftCardLine, lineTotalCents, type GiftCardItem } from '@/lib/cart-lines';
import uiEn from '@/components/ui/messages/en.json';

const t = createTranslator(en);
const ui = createTranslator(uiEn);

/** A gift card line (issue 49): its amount, who it is for and its delivery day; removable, with no quantity. */
function GiftCardLine({ item }: { item: GiftCardItem }) {
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <GiftCardPicture className="size-20" iconClassName="size-8" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <p className="font-medium leading-snug">{ui('giftCard')}</p>
          <span className="shrink-0 font-semibold tabular-nums" data-testid="cart-line-total">
            {formatCadCents(lineTotalCents(item))}
          </span>
        </div>
        <GiftCardLineDetails line={item.giftCard} />
        <CartLineControls item={item} />
      </div>
    </li>
  );
}

type Props = { item: CartLine; onNavigate?: () => void };

/** One cart line: image, name, unit price, a stepper clamped to [1, stock] and a remove control. */
export function CartLine({ item, onNavigate }: Props) {
  if (isGiftCardLine(item)) return <GiftCardLine item={item} />;
  const { product } = item;
  const name = localizedName(product);
  const lineTotal = decimalStringToCents(product.price) * item.quantity;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      {/* The image repeats the name link beside it: hidden from assistive tech and the tab order. */}
      <Link to={paths.product(item.productId)} onClick={onNavigate} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.imageUrl} alt="" sizes={IMAGE_SIZES.line} width={80} height={80} className="size-20 rounded-lg border border-line bg-mist object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link to={paths.product(item.productId)} onClick={onNavigate} className="font-medium leading-snug hover:text-amethyst-700" lang={name.lang}>
            {name.text}
          </Link>
          <span className="shrink-0 font-semibold tabular-nums" data-testid="cart-line-total">
            {formatCadCents(lineTotal)}
          </span>
        </div>
        <LineChoices choices={item.choices} madeToOrder={item.madeToOrder} beforePurchase />
        <p className="text-sm text-muted">{t('each', { price: formatCadCents(decimalStringToCents(product.price)) })}</p>
        <CartLineControls item={item} />
      </div>
    </li>
  );
}
