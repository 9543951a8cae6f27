import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP } from '@/config/ui-timing';

/** docs/decisions/0021-constants-and-timings.md: tooltips open after 700 ms and skip the delay for 300 ms after one closes. */
export function HintGroup({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** The hint itself (Radix tooltip, positioned with floating-ui): loaded after the first paint. */
export function Hint({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-50 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
