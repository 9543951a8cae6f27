import { Heart, MessageCircle, Sparkles } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { createTranslator } from '@/i18n/create-translator';
import { LanguageSwitch } from '../language-switch';
import layoutEn from '../messages/en.json';
import en from './messages/en.json';
import { MAIN_NAV, QUICK_ACTIONS, isActivePath } from '../nav-items';
import { useShopLinks } from '../use-shop-links';

const t = createTranslator(en);
const tLayout = createTranslator(layoutEn);

const linkClass = (active: boolean) =>
  `flex min-h-11 items-center rounded-lg px-3 text-base ${active ? 'bg-amethyst-50 font-semibold text-amethyst-800' : 'text-ink hover:bg-amethyst-50'}`;

/** The mobile menu's contents: the header's links plus Quick Actions; following a link calls `close`. */
export function MobileNavLinks({ close }: { close: () => void }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const links = useShopLinks(true);
  return (
    <>
      <nav aria-label={t('mobileNav')}>
        <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted">{t('shop')}</p>
        <ul className="space-y-0.5">
          {links.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={close}
                className={linkClass(here === item.to)}
                aria-current={here === item.to ? 'page' : undefined}
                lang={item.lang}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mt-4 space-y-0.5 border-t border-line pt-4">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} onClick={close} className={linkClass(isActivePath(item.to, pathname))}>
                {tLayout(item.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              to={paths.wishlist}
              onClick={close}
              className={linkClass(isActivePath(paths.wishlist, pathname))}
            >
              <Heart className="mr-2 size-4" aria-hidden="true" />
              {t('savedPiecesNav')}
            </NavLink>
          </li>
        </ul>
        <div className="mt-4 border-t border-line pt-4">
          <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted">{t('language')}</p>
          <LanguageSwitch className={linkClass(false)} />
        </div>
      </nav>
      <section
        aria-labelledby="quick-actions"
        className="mt-6 rounded-2xl bg-gradient-to-br from-amethyst-50 to-rose-100 p-4"
      >
        <h2 id="quick-actions" className="text-sm font-semibold text-amethyst-800">
          {t('quickActions')}
        </h2>
        <div className="mt-3 grid gap-2">
          {QUICK_ACTIONS.map((action, i) => (
            <Link
              key={action.to}
              to={action.to}
              onClick={close}
              className={i === 0 ? 'btn-primary' : 'btn-outline bg-white'}
            >
              {i === 0 ? (
                <Sparkles className="size-4" aria-hidden="true" />
              ) : (
                <MessageCircle className="size-4" aria-hidden="true" />
              )}
              {t(action.label)}
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
