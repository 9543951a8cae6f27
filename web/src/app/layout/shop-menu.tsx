import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';
import { isShopPath } from './nav-items';
import { useShopLinks } from './use-shop-links';

const t = createTranslator(en);

/**
 * 'Shop' with its five catalogue links and then every other collection, as a disclosure (the WAI pattern for site navigation): a button
 * with aria-expanded showing a list of ordinary links. Escape, a click outside and following a link close it.
 */
export function ShopMenu() {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = isShopPath(pathname);
  const here = pathname + search;
  const [opened, setOpened] = useState(false);
  const links = useShopLinks(opened || open);

  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpened(true);
          setOpen((v) => !v);
        }}
        onPointerEnter={() => setOpened(true)}
        onFocus={() => setOpened(true)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium transition-colors hover:text-amethyst-700 ${open ? 'bg-amethyst-50' : ''} ${active ? 'text-amethyst-700' : 'text-ink'}`}
      >
        {t('shop')}
        <ChevronDown
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 min-w-56 rounded-xl border border-line bg-white p-2 shadow-lg"
      >
        {links.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={here === item.to ? 'page' : undefined}
              onClick={() => setOpen(false)}
              lang={item.lang}
              className="flex min-h-11 items-center rounded-lg px-3 text-sm text-ink hover:bg-amethyst-50 hover:text-amethyst-800 aria-[current=page]:font-semibold aria-[current=page]:text-amethyst-800"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
