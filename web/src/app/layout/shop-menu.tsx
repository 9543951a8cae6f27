import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { CATEGORY_LINKS } from '@/config/paths';
import { isShopPath } from './nav-items';

/** 'Shop' with its dropdown of the five catalogue entries (Radix: arrow keys, Escape, typeahead). */
export function ShopMenu() {
  const { pathname } = useLocation();
  const active = isShopPath(pathname);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium transition-colors hover:text-amethyst-700 data-[state=open]:bg-amethyst-50 ${active ? 'text-amethyst-700' : 'text-ink'}`}
        data-active={active || undefined}
      >
        Shop
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-line bg-white p-2 shadow-lg"
        >
          {CATEGORY_LINKS.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="flex min-h-11 items-center rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-amethyst-50 data-[highlighted]:text-amethyst-800"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
