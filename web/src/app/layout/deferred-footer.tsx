import { Component, lazy, Suspense, type ReactNode } from 'react';

/**
 * The footer is its own chunk, requested as the app starts: it sits below the page's content, so the
 * first load of a page does not wait for it. Until its code is in, a band of the footer's colour holds
 * its place; if its code cannot load (a phone losing its signal), the band stays and the page works on.
 */
const SiteFooter = lazy(() => import('./on-demand/site-footer').then((m) => ({ default: m.SiteFooter })));

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
