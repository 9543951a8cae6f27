import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { Toaster } from '@/components/ui/toaster';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { TooltipProvider } from '@/components/ui/tooltip';
import { DeferredChatWidget } from '@/features/ai/components/deferred-chat-widget';

export function RootLayout() {
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <DeferredChatWidget />
        <CartPanel />
        <Toaster />
        <ScrollRestoration />
      </div>
    </TooltipProvider>
  );
}
