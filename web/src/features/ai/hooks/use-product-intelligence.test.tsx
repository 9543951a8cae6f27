import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProductIntelligence } from './use-product-intelligence';
import { aiApiPath } from '@/lib/api-paths/ai-path';

type Call = { path: string; body: any; at: number };
const calls: Call[] = [];
let start = 0;
const triggers = [
  {
    type: 'urgency',
    message: 'Only 2 left: each piece is made by hand in small batches.',
    action: 'add_to_cart',
    confidence: 0.82,
    timing: 8,
  },
  {
    type: 'educational',
    message: 'Amethyst pairs well with Clear Quartz.',
    action: 'open_ai_insights',
    confidence: 0.6,
    timing: 15,
  },
];

vi.mock('@/lib/api-client', () => ({
  api: {
    post: async (path: string, body: unknown) => {
      calls.push({ path, body, at: Date.now() - start });
      if (path === aiApiPath('aiProductInsights'))
        return {
          emotionalResonance: 60,
          purchaseIntent: 40,
          personalityMatch: 55,
          energeticProfile: 'Calm',
          chakraAlignment: ['Crown'],
          crystalAlignment: [],
          moonPhaseRecommendation: 'Full Moon',
          recommendedTiming: 'Evenings',
        };
      if (path === aiApiPath('aiBehaviorAnalysis'))
        return { pattern: { type: 'browsing', motivators: [] }, triggers };
      if (path === aiApiPath('aiContextual')) return { suggestions: ['Ask the guide'] };
      if (path === aiApiPath('aiShoppingTrigger')) return { flowType: 'low_stock_checkout' };
      return undefined;
    },
    get: async () => ({ offer: null }),
  },
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const advance = async (ms: number) => {
  for (let t = 0; t < ms; t += 1000) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }
};
const times = (path: string) => calls.filter((c) => c.path === path).map((c) => Math.round(c.at / 1000));

describe('useProductIntelligence timings', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    start = Date.now();
  });
  afterEach(() => vi.useRealTimers());

  it('beacons the view, then insights after 15 s, behaviour at 20 s and every 15 s, contextual every 30 s past 10 s', async () => {
    const { result } = renderHook(() => useProductIntelligence({ id: 7, gemstones: ['Amethyst'] }, 0), {
      wrapper,
    });
    // Not in the render's own task (which takes the page over), but in the next one.
    expect(times(aiApiPath('aiProductView'))).toEqual([]);
    expect(sessionStorage.getItem('crystal-shop.ai-browsing')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(times(aiApiPath('aiProductView'))).toEqual([0]);
    expect(JSON.parse(sessionStorage.getItem('crystal-shop.ai-browsing')!)).toEqual({ pageViews: 1, stones: ['Amethyst'] });
    await advance(15_000);
    expect(times(aiApiPath('aiProductInsights'))).toEqual([]);
    await advance(1_000);
    expect(times(aiApiPath('aiProductInsights'))).toEqual([16]);
    expect(result.current.insights?.emotionalResonance).toBe(60);
    await advance(50_000);
    expect(times(aiApiPath('aiBehaviorAnalysis'))).toEqual([20, 35, 50, 65]);
    expect(times(aiApiPath('aiContextual'))).toEqual([11, 41]);
    expect(result.current.suggestions).toEqual(['Ask the guide']);
    expect(times(aiApiPath('aiProductInsights'))).toEqual([16]);
  });

  it('shows a confident trigger once, after its timing, and never the low-confidence one', async () => {
    const { result } = renderHook(() => useProductIntelligence({ id: 7, gemstones: ['Amethyst'] }, 0), {
      wrapper,
    });
    await advance(27_000);
    expect(result.current.nudge).toBeNull();
    await advance(1_000);
    expect(result.current.nudge?.type).toBe('urgency');
    expect(result.current.nudge?.message).toBe(triggers[0]!.message);
    act(() => result.current.dismissNudge());
    await advance(60_000);
    expect(result.current.nudge).toBeNull();
  });

  it('evaluates the pattern from 5 s with the 60 s threshold', async () => {
    const { result } = renderHook(() => useProductIntelligence({ id: 7, gemstones: [] }, 0), { wrapper });
    await advance(60_000);
    expect(result.current.pattern).toBe('browsing');
    await advance(5_000);
    expect(result.current.pattern).toBe('focused');
  });
});
