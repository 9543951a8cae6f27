import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { useIdle } from '@/lib/use-idle';

type HintModule = typeof import('./tooltip-hint');
const HintContext = createContext<HintModule | undefined>(undefined);
let loaded: HintModule | undefined;
const loadHints = () => import('./tooltip-hint').then((m) => (loaded = m));

/**
 * A group of controls with hints that share one delay (700 ms, then none for 300 ms after one closes).
 * A hint only shows after hover or focus, so the positioning code loads once the page is idle; until then
 * the controls render bare, and they are mounted again, once, when it arrives. Keep stateful controls
 * out of the group.
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  const idle = useIdle();
  const [hints, setHints] = useState(() => loaded);
  useEffect(() => {
    if (idle && !hints) void loadHints().then(setHints);
  }, [idle, hints]);
  return (
    <HintContext.Provider value={hints}>
      {hints ? <hints.HintGroup>{children}</hints.HintGroup> : children}
    </HintContext.Provider>
  );
}

/** Wraps one focusable element (which keeps its own accessible name) with a hint; inside a TooltipGroup. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const hints = useContext(HintContext);
  if (!hints) return children;
  return <hints.Hint content={content}>{children}</hints.Hint>;
}
