import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { BarChart3, FileSignature, Gift, Inbox, LayoutDashboard, Layers, LogOut, Mail, Package, ScrollText, Settings, ShoppingBag, Star, Ticket } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { useAdminAuth } from '../auth/admin-auth-context';
import { adminPaths } from '../admin-paths';

const NAV = [
  { to: adminPaths.overview, label: 'Overview', icon: LayoutDashboard, end: true },
  { to: adminPaths.orders, label: 'Orders', icon: ShoppingBag, end: false },
  { to: adminPaths.products, label: 'Products', icon: Package, end: false },
  { to: adminPaths.collections, label: 'Collections', icon: Layers, end: false },
  { to: adminPaths.inbox, label: 'Inbox', icon: Inbox, end: false },
  { to: adminPaths.quotes, label: 'Quotes', icon: FileSignature, end: false },
  { to: adminPaths.insights, label: 'Insights', icon: BarChart3, end: false },
  { to: adminPaths.campaigns, label: 'Campaigns', icon: Mail, end: false },
  { to: adminPaths.discountCodes, label: 'Codes', icon: Ticket, end: false },
  { to: adminPaths.giftCards, label: 'Gift cards', icon: Gift, end: false },
  { to: adminPaths.reviews, label: 'Reviews', icon: Star, end: false },
  { to: adminPaths.activity, label: 'Activity', icon: ScrollText, end: false },
  { to: adminPaths.settings, label: 'Settings', icon: Settings, end: false },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors ${
    isActive ? 'bg-amethyst-700 text-white' : 'text-ink hover:bg-amethyst-50'
  }`;

/** Phones: every section in view at once, a grid of icon-over-label tiles (no row scrolled off-screen). */
const tileClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1 text-xs font-medium transition-colors ${
    isActive ? 'bg-amethyst-700 text-white' : 'text-ink hover:bg-amethyst-50'
  }`;

/** The dashboard frame: a sidebar on wide screens; on phones a grid of section tiles under the header. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { state, signOut } = useAdminAuth();
  const email = state.status === 'signed-in' ? state.user.email : '';
  return (
    <div className="min-h-dvh bg-cream">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
          <div className="min-w-0">
            <p className="font-serif text-lg font-semibold text-amethyst-800">Crystal Studio</p>
            <p className="truncate text-xs text-muted" data-testid="admin-email">
              {email}
            </p>
          </div>
          <button type="button" className="btn-ghost" onClick={() => void signOut()}>
            <LogOut aria-hidden className="size-4" />
            Sign out
          </button>
        </div>
      </header>
      <nav aria-label="Dashboard" className="border-b border-line bg-white md:hidden">
        <ul className="grid grid-cols-4 gap-1 px-2 py-2">
          <DashboardLinks tiles />
        </ul>
      </nav>
      <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6">
        <nav aria-label="Dashboard sections" className="hidden w-52 shrink-0 md:block">
          <ul className="sticky top-20 space-y-1">
            <DashboardLinks />
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

export function LoadState({ isLoading, error, children }: { isLoading: boolean; error: unknown; children: ReactNode }) {
  if (isLoading) return <p className="text-muted" role="status">Loading…</p>;
  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
        {errorMessage(error, 'Could not load this page. Please try again.')}
      </p>
    );
  }
  return <>{children}</>;
}

/** The dashboard's section links, shown as tiles on phones and a sidebar on wider screens. */
function DashboardLinks({ tiles = false }: { tiles?: boolean }) {
  return NAV.map(({ to, label, icon: Icon, end }) => (
    <li key={to}>
      <NavLink to={to} end={end} className={tiles ? tileClass : linkClass}>
        <Icon aria-hidden className={tiles ? 'size-5' : 'size-4'} />
        {label}
      </NavLink>
    </li>
  ));
}
