import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { evaluatePattern, type InteractionPattern } from '@crystal/shared/ai-patterns';
import type { BrowsingContext, ProductInsights } from '@crystal/shared/schemas/ai';
import { analyseBehavior } from '../api/analyse-behavior';
import { getContextualSuggestions } from '../api/get-contextual';
import { getProductInsights } from '../api/get-product-insights';
import { recordProductView } from '../api/record-product-view';
import { sendShoppingTrigger, type FlowType } from '../api/send-shopping-trigger';
import { sessionOfferQuery } from '@/lib/session-offer';
import { previousSearches, rememberProductView } from '../lib/browsing-memory';
import {
  behaviourDue,
  contextualDue,
  dueNudge,
  insightsDue,
  patternDue,
  scheduleTriggers,
  TICK_MS,
  type ScheduledNudge,
} from '../lib/timing';

export type IntelligenceProduct = { id: number; gemstones: string[] };

export type ProductIntelligence = {
  insights: ProductInsights | null;
  suggestions: string[];
  pattern: InteractionPattern;
  nudge: ScheduledNudge | null;
  outcome: FlowType | null;
  dismissNudge: () => void;
  actOnNudge: () => Promise<FlowType | null>;
};

const ignore = () => undefined;

/**
 * The product page's AI: view beacon on entry, pattern every 5 s from 5 s, insights after 15 s,
 * behaviour analysis at 20 s then every 15 s, contextual suggestions every 30 s past 10 s, and nudges
 * (confidence above 0.8, each type once) shown after their timing. Failures show nothing.
 */
export function useProductIntelligence(product: IntelligenceProduct, cartItems: number): ProductIntelligence {
  const [insights, setInsights] = useState<ProductInsights | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [pattern, setPattern] = useState<InteractionPattern>('browsing');
  const [nudge, setNudge] = useState<ScheduledNudge | null>(null);
  const [outcome, setOutcome] = useState<FlowType | null>(null);
  const queryClient = useQueryClient();
  const live = useRef({
    start: Date.now(),
    cartItems,
    pattern: 'browsing' as InteractionPattern,
    insightsAsked: false,
    lastBehaviour: null as number | null,
    lastContextual: null as number | null,
    lastPattern: null as number | null,
    queue: [] as ScheduledNudge[],
    fired: new Set<string>(),
    showing: false,
    interactions: 0,
    scrollDepth: 0,
    lastInteraction: 'none',
    memory: { pageViews: 1, stones: [] as string[] },
  });
  live.current.cartItems = cartItems;

  useEffect(() => {
    const s = live.current;
    // In a task of its own: the tab's first storage read (14 ms on this machine, four times that on a
    // phone) and the beacon's request would otherwise lengthen the task that takes the page over.
    const beacon = setTimeout(() => {
      s.memory = rememberProductView(product.gemstones);
      recordProductView(product.id).catch(ignore);
    }, 0);
    const onScroll = () => {
      const doc = document.documentElement;
      const depth = Math.round(((window.scrollY + window.innerHeight) / Math.max(doc.scrollHeight, 1)) * 100);
      s.scrollDepth = Math.min(100, Math.max(s.scrollDepth, depth));
      s.lastInteraction = 'scroll';
    };
    // Only that a control was used, never which one or where the pointer went (see the privacy policy).
    const onClick = (e: MouseEvent) => {
      if (!(e.target as HTMLElement | null)?.closest('button, a, [role="tab"]')) return;
      s.interactions++;
      s.lastInteraction = 'click';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('click', onClick);
    return () => {
      clearTimeout(beacon);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('click', onClick);
    };
  }, [product.id, product.gemstones]);

  useEffect(() => {
    const s = live.current;
    const context = (elapsedMs: number): BrowsingContext => ({
      currentPage: window.location.pathname.slice(0, 300),
      cartItems: s.cartItems,
      timeOnPage: Math.round(elapsedMs / 1000),
      previousSearches: previousSearches(),
      interactionPattern: s.pattern,
      crystalPreferences: s.memory.stones,
      lastInteraction: s.lastInteraction,
      viewingProduct: product.id,
    });
    const analyse = (elapsedMs: number) => {
      s.lastBehaviour = elapsedMs;
      analyseBehavior(product.id, context(elapsedMs), {
        pageViews: s.memory.pageViews,
        scrollDepth: s.scrollDepth,
        // The request's shape keeps these fields; the shop no longer collects them.
        mouseMovements: 0,
        clickPattern: [],
      })
        .then((res) => {
          const at = Date.now() - s.start;
          const fresh = scheduleTriggers(res.triggers, s.fired, at);
          s.queue = [...s.queue.filter((q) => !fresh.some((f) => f.type === q.type)), ...fresh];
        })
        .catch(ignore);
    };
    const tick = () => {
      const elapsed = Date.now() - s.start;
      if (patternDue(elapsed, s.lastPattern)) {
        s.lastPattern = elapsed;
        const next = evaluatePattern(elapsed / 1000, s.cartItems);
        if (next !== s.pattern) {
          s.pattern = next;
          setPattern(next);
          // Entering "leaving" asks at once: a true low-stock reminder comes back with confidence 0.9.
          if (next === 'leaving') analyse(elapsed);
        }
      }
      if (insightsDue(elapsed, s.insightsAsked)) {
        s.insightsAsked = true;
        getProductInsights(product.id, {
          timeViewing: Math.round(elapsed / 1000),
          interactions: s.interactions,
          previousPurchases: 0,
        })
          .then(setInsights)
          .catch(ignore);
      }
      if (behaviourDue(elapsed, s.lastBehaviour)) analyse(elapsed);
      if (contextualDue(elapsed, s.lastContextual)) {
        s.lastContextual = elapsed;
        getContextualSuggestions(context(elapsed))
          .then((res) => setSuggestions(res.suggestions))
          .catch(ignore);
      }
      if (!s.showing) {
        const due = dueNudge(s.queue, elapsed);
        if (due) {
          s.showing = true;
          s.fired.add(due.type);
          s.queue = s.queue.filter((q) => q.type !== due.type);
          setNudge(due);
        }
      }
    };
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [product.id]);

  const dismissNudge = useCallback(() => {
    live.current.showing = false;
    setNudge(null);
    setOutcome(null);
  }, []);

  const actOnNudge = useCallback(async () => {
    if (!nudge) return null;
    const s = live.current;
    try {
      const res = await sendShoppingTrigger(nudge.type, product.id, {
        interactionPattern: s.pattern,
        timeOnPage: Math.round((Date.now() - s.start) / 1000),
        cartItems: s.cartItems,
      });
      setOutcome(res.flowType);
      if (res.flowType === 'offer_applied')
        void queryClient.invalidateQueries({ queryKey: sessionOfferQuery().queryKey });
      return res.flowType;
    } catch {
      return null;
    }
  }, [nudge, product.id, queryClient]);

  return { insights, suggestions, pattern, nudge, outcome, dismissNudge, actOnNudge };
}
