import { Component, Suspense, type ReactNode } from 'react';
import { afterTakeOver } from '@/lib/after-take-over';

/**
 * The footer is its own chunk: it sits below the page's content, so the first load of a page does not
 * wait for it. On a page that arrived as HTML it is asked for once the app is in charge, and the footer
 * stays as drawn until then; on a page the app draws, as the app starts, a band of the footer's colour
 * holding its place meanwhile. If its code cannot load (a phone losing its signal), the band stays and
 * the page works on.
 */
const SiteFooter = afterTakeOver(() => import('./on-demand/site-footer').then((m) => m.SiteFooter));

const band = <div className="min-h-96 bg-amethyst-800" aria-hidden="true" />;

class FooterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('footer failed to load', error);
  }

  render() {
    return this.state.failed ? band : this.props.children;
  }
}

export function DeferredFooter() {
  return (
    <FooterBoundary>
      <Suspense fallback={band}>
        <SiteFooter />
      </Suspense>
    </FooterBoundary>
  );
}
