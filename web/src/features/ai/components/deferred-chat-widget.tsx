import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberSearch } from '../lib/browsing-memory';

const ChatWidget = lazy(() => import('./chat-widget'));

/**
 * The floating widget, loaded only once the page is idle after its first load, so it costs the first
 * paint nothing (its code is a separate chunk).
 */
export function DeferredChatWidget() {
  const [ready, setReady] = useState(false);
  const { search } = useLocation();
  // The guide's browsing context keeps the visit's last five listing searches.
  useEffect(() => {
    const term = new URLSearchParams(search).get('search');
    if (term) rememberSearch(term);
  }, [search]);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1200);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
