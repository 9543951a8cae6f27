import type { BehaviorTrigger } from '@crystal/shared/schemas/ai';

/**
 * docs/decisions/0021-constants-and-timings.md timings as pure functions of the time on page (ms) and when a call last ran (ms on
 * the same clock, or null). The product-page hook ticks once a second and asks these what is due.
 */
export const TICK_MS = 1000;

/** When the product page and the AI page call the guide, and which nudges they show. */
export const AI_PAGE_TIMING = {
  statusPollMs: 30_000,
  contextualEveryMs: 30_000,
  contextualAfterSeconds: 10,
  productInsightsAfterSeconds: 15,
  behaviourFirstAfterSeconds: 20,
  behaviourEveryMs: 15_000,
  evaluationDelayMs: 5_000,
  nudgeConfidenceThreshold: 0.8,
} as const;

/** Product insights: once, after more than 15 s of viewing. */
export const insightsDue = (elapsedMs: number, alreadyAsked: boolean) =>
  !alreadyAsked && elapsedMs > AI_PAGE_TIMING.productInsightsAfterSeconds * 1000;

/** Behaviour analysis: after 20 s, then every 15 s. */
export const behaviourDue = (elapsedMs: number, lastRunMs: number | null) =>
  lastRunMs === null
    ? elapsedMs >= AI_PAGE_TIMING.behaviourFirstAfterSeconds * 1000
    : elapsedMs - lastRunMs >= AI_PAGE_TIMING.behaviourEveryMs;

/** Contextual suggestions: every 30 s once time on page is above 10 s (the first as soon as it is). */
export const contextualDue = (elapsedMs: number, lastRunMs: number | null) =>
  elapsedMs > AI_PAGE_TIMING.contextualAfterSeconds * 1000 &&
  (lastRunMs === null || elapsedMs - lastRunMs >= AI_PAGE_TIMING.contextualEveryMs);

/** The interaction pattern is first evaluated 5 s after page entry, then every 5 s. */
export const patternDue = (elapsedMs: number, lastRunMs: number | null) =>
  lastRunMs === null
    ? elapsedMs >= AI_PAGE_TIMING.evaluationDelayMs
    : elapsedMs - lastRunMs >= AI_PAGE_TIMING.evaluationDelayMs;

export type ScheduledNudge = BehaviorTrigger & { showAtMs: number };

/**
 * Triggers worth showing (confidence above 0.8) that have not fired yet, each due `timing` seconds after
 * the analysis arrived. A trigger type fires once per page view.
 */
export function scheduleTriggers(
  triggers: BehaviorTrigger[],
  fired: ReadonlySet<string>,
  receivedAtMs: number,
): ScheduledNudge[] {
  const seen = new Set<string>();
  return triggers
    .filter((t) => t.confidence > AI_PAGE_TIMING.nudgeConfidenceThreshold && !fired.has(t.type))
    .filter((t) => (seen.has(t.type) ? false : (seen.add(t.type), true)))
    .map((t) => ({ ...t, showAtMs: receivedAtMs + t.timing * 1000 }));
}

/** The next nudge to show now: the earliest due, highest confidence first on ties. */
export function dueNudge(queue: ScheduledNudge[], elapsedMs: number): ScheduledNudge | undefined {
  return queue
    .filter((n) => n.showAtMs <= elapsedMs)
    .sort((a, b) => a.showAtMs - b.showAtMs || b.confidence - a.confidence)[0];
}
