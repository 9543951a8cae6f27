import { Gem, Heart, Search, ShoppingBag } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { UI_LIMITS } from '@/config/ui-timing';
import { Tooltip, TooltipGroup } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { cartCount, useCart } from '@/features/cart/api/get-cart';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { createTranslator } from '@/i18n/create-translator';
import { deferredComponent } from '@/lib/deferred-component';
import { useIdlePreload } from '@/lib/use-idle-preload';
import { LanguageSwitch } from './language-switch';
import en from './messages/en.json';
import { MobileNav } from './mobile-nav';
import { MAIN_NAV, isActivePath } from './nav-items';
import { ShopMenu } from './shop-menu';
import { useScrolled } from './use-scrolled';

/** The search row's code loads when it is first opened (or once the page is idle). */
const HeaderSearch = deferredComponent(() => import('./on-demand/header-search').then((m) => m.HeaderSearch));

const t = createTranslator(en);

const iconShape =
  'relative size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-amethyst-50';
const iconButton = `inline-flex ${iconShape}`;

function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-amethyst-700 px-1 text-[11px] font-bold leading-5 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function SiteHeader() {
  const scrolled = useScrolled(UI_LIMITS.headerScrollThresholdPx);
  const [searchOpen, setSearchOpen] = useState(false);
  const { data: cart } = useCart();
  const { data: wishlist } = useWishlist();
  const count = cartCount(cart);
  const saved = wishlist?.length ?? 0;
  const { pathname } = useLocation();
  const wishlistActive = isActivePath(paths.wishlist, pathname);
  useIdlePreload(HeaderSearch.preload);

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 ${
        scrolled ? 'border-line/70 bg-white/75 shadow-sm backdrop-blur-md' : 'border-transparent bg-cream'
      }`}
    >
      <div className="container-page flex h-16 items-center justify-between gap-2">
        <Link
          to={paths.home}
          className="flex min-h-11 items-center gap-2 font-serif text-base font-semibold text-amethyst-800 sm:text-xl"
        >
          <Gem className="size-5 text-amethyst-600" aria-hidden="true" />
          {t('shopName')}
        </Link>
        <nav aria-label={t('mainNav')} className="hidden items-center gap-1 md:flex">
          <ShopMenu />
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium transition-colors hover:text-amethyst-700 ${isActive ? 'text-amethyst-700 underline decoration-gold-500 decoration-2 underline-offset-8' : 'text-ink'}`
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center">
          <TooltipGroup>
            <Tooltip content={t('search')}>
              <button
                type="button"
                className={iconButton}
                aria-label={t('searchProducts')}
                aria-expanded={searchOpen}
                onClick={() => setSearchOpen((v) => !v)}
              >
                <Search className="size-5" aria-hidden="true" />
              </button>
            </Tooltip>
            <Tooltip content={t('savedPieces')}>
              <Link
                to={paths.wishlist}
                className={`${iconShape} hidden md:inline-flex ${wishlistActive ? 'bg-amethyst-50 text-amethyst-700' : ''}`}
                aria-current={wishlistActive ? 'page' : undefined}
                aria-label={saved > 0 ? t('wishlistSaved', { count: saved }) : t('wishlist')}
              >
                <Heart className="size-5" aria-hidden="true" />
                <CountBadge count={saved} testId="wishlist-count" />
              </Link>
            </Tooltip>
            <Tooltip content={t('cartAndCheckout')}>
              <Link
                to={paths.checkout}
                className={iconButton}
                aria-label={count > 0 ? t('cartItems', { count }) : t('cart')}
              >
                <ShoppingBag className="size-5" aria-hidden="true" />
                <CountBadge count={count} testId="cart-count" />
              </Link>
            </Tooltip>
          </TooltipGroup>
          <LanguageSwitch
            short
            className={`${iconButton} text-sm font-semibold`}
          />
          <MobileNav />
        </div>
      </div>
      {searchOpen && (
        <div className="border-t border-line bg-white/95">
          <Suspense fallback={<div className="h-[68px]" aria-busy="true" />}>
            <HeaderSearch onDone={() => setSearchOpen(false)} />
          </Suspense>
        </div>
      )}
    </header>
  );
}
