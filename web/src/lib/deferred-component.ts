import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on demand; `preload` starts it early (e.g. once the page is idle). Once
 * the code is in, it renders at once: React.lazy alone suspends on its first render even then, so an
 * opened sheet would show its fallback for a moment. Render it inside a Suspense boundary.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next render or preload tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(Deferred, { preload });
}
