import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useIdle } from '@/lib/use-idle';
import { rememberSearch } from '../lib/browsing-memory';

const ChatWidget = lazy(() => import('./chat-widget'));

/**
 * The floating widget, loaded only once the page is idle after its first load, so it costs the first
 * paint nothing (its code is a separate chunk).
 */
export function DeferredChatWidget() {
  const ready = useIdle();
  const { search } = useLocation();
  // The guide's browsing context keeps the visit's last five listing searches.
  useEffect(() => {
    const term = new URLSearchParams(search).get('search');
    if (term) rememberSearch(term);
  }, [search]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
