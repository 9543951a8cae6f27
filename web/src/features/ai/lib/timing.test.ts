import { describe, expect, it } from 'vitest';
import { evaluatePattern } from '@crystal/shared/ai-patterns';
import { behaviourDue, contextualDue, dueNudge, insightsDue, patternDue, scheduleTriggers } from './timing';

const runs = (due: (t: number, last: number | null) => boolean, untilMs: number) => {
  const at: number[] = [];
  let last: number | null = null;
  for (let t = 0; t <= untilMs; t += 1000) {
    if (due(t, last)) {
      at.push(t / 1000);
      last = t;
    }
  }
  return at;
};

describe('product-page AI timings (docs/decisions/0021-constants-and-timings.md)', () => {
  it('asks for insights once, after more than 15 s', () => {
    expect(insightsDue(15_000, false)).toBe(false);
    expect(insightsDue(16_000, false)).toBe(true);
    expect(insightsDue(60_000, true)).toBe(false);
  });
  it('runs behaviour analysis at 20 s, then every 15 s', () => {
    expect(runs(behaviourDue, 80_000)).toEqual([20, 35, 50, 65, 80]);
  });
  it('asks for contextual suggestions every 30 s once past 10 s', () => {
    expect(runs(contextualDue, 100_000)).toEqual([11, 41, 71]);
  });
  it('evaluates the pattern at 5 s and every 5 s after', () => {
    expect(runs(patternDue, 21_000)).toEqual([5, 10, 15, 20]);
  });
  it('classifies patterns with the 60/120/300 s thresholds', () => {
    expect(evaluatePattern(5, 0)).toBe('browsing');
    expect(evaluatePattern(61, 0)).toBe('focused');
    expect(evaluatePattern(121, 2)).toBe('deciding');
    expect(evaluatePattern(121, 0)).toBe('focused');
    expect(evaluatePattern(301, 0)).toBe('leaving');
    expect(evaluatePattern(301, 1)).toBe('deciding');
  });
});

describe('nudge scheduling', () => {
  const t = (type: 'urgency' | 'social_proof' | 'educational', confidence: number, timing: number) => ({
    type,
    confidence,
    timing,
    message: type,
    action: 'x',
  });
  it('keeps only confidence above 0.8, once per type, due after its timing', () => {
    const q = scheduleTriggers(
      [t('educational', 0.6, 1), t('urgency', 0.82, 8), t('social_proof', 0.85, 5), t('urgency', 0.9, 0)],
      new Set(),
      20_000,
    );
    expect(q.map((n) => [n.type, n.showAtMs])).toEqual([
      ['urgency', 28_000],
      ['social_proof', 25_000],
    ]);
    expect(dueNudge(q, 24_000)).toBeUndefined();
    expect(dueNudge(q, 25_000)?.type).toBe('social_proof');
  });
  it('never schedules a trigger that has fired', () => {
    expect(scheduleTriggers([t('urgency', 0.9, 0)], new Set(['urgency']), 0)).toEqual([]);
  });
});
