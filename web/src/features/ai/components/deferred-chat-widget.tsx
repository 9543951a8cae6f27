import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useIdle } from '@/lib/use-idle';

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
    // Its code is fetched only by a visit that searches.
    if (term) void import('../lib/browsing-memory').then((m) => m.rememberSearch(term));
  }, [search]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
