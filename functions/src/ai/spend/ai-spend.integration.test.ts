/**
 * AI spend has a ceiling: per-client limits on every call that reaches a provider (images and audio
 * stricter than text) and a global daily budget past which the knowledge base answers, and says so.
 * Honest use is untouched: one shopper asks 20 questions in 10 minutes, and a household sharing one
 * address is not locked out by its heaviest user.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoke, sessionHeaders } from '../../test/invoke';
import { AI_CLIENT_LIMITS } from './ai-client-limits';
import { BUDGET_NOTE } from './budget-fallback';

let n = 0;
const address = () => `203.0.${113 + Math.floor(Math.random() * 100)}.${++n}`;
const ask = (sid: string, ip: string, body: Record<string, unknown> = { message: `Which crystal helps with calm? ${n}` }) =>
  invoke('POST', '/api/ai/chat', { headers: sessionHeaders(sid), sourceIp: ip, body });

/** The server's clock (Date only: the database client keeps its real timers), from the start of a fresh 10-minute window. */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}
const nextWindow = () => (Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000;
afterEach(() => {
  vi.useRealTimers();
  delete process.env.AI_DAILY_BUDGET_UNITS;
});

describe('per-client AI limits', () => {
  it('60 chats from one address with 60 sessions: 429 before the 60th', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await ask(randomUUID(), ip)).status);
    const first429 = statuses.indexOf(429);
    console.info(`ai spend: 60 chats from one address with 60 sessions: first 429 at chat ${first429 + 1}, ${statuses.filter((s) => s === 200).length} answered`);
    expect(first429).toBe(AI_CLIENT_LIMITS.text.address.limit);
    expect(first429).toBeLessThan(59);
    expect(statuses.slice(0, first429).every((s) => s === 200)).toBe(true);
  });

  it('one shopper asks 20 questions in 10 minutes, all answered', async () => {
    const start = nextWindow();
    const sid = randomUUID();
    const ip = address();
    for (let i = 0; i < 20; i++) {
      clockAt(start + i * 29_000);
      expect((await ask(sid, ip)).status).toBe(200);
    }
  });

  it('a household sharing one address is not locked out by its heaviest user', async () => {
    const start = nextWindow();
    const ip = address();
    const heavy = randomUUID();
    let answered = 0;
    for (let i = 0; i < 40; i++) {
      clockAt(start + i * 7_000); // 40 questions in under 5 minutes
      if ((await ask(heavy, ip)).status === 200) answered++;
    }
    expect(answered).toBe(AI_CLIENT_LIMITS.text.session.limit);
    // Two others on the same address, within the same 10 minutes, still ask 10 questions each.
    for (const other of [randomUUID(), randomUUID()]) {
      for (let i = 0; i < 10; i++) {
        clockAt(start + 300_000 + i * 20_000);
        expect((await ask(other, ip)).status).toBe(200);
      }
    }
  });

  it('images are limited harder than text', async () => {
    const sid = randomUUID();
    const ip = address();
    const image = { prompt: 'an amethyst pendant', type: 'image' };
    for (let i = 0; i < AI_CLIENT_LIMITS.image.session.limit; i++) expect((await ask(sid, ip, image)).status).toBe(200);
    expect((await ask(sid, ip, image)).status).toBe(429);
    expect((await ask(sid, ip)).status).toBe(200);
    expect(AI_CLIENT_LIMITS.image.address.limit).toBeLessThan(AI_CLIENT_LIMITS.text.address.limit);
    expect(AI_CLIENT_LIMITS.audio.address.limit).toBeLessThan(AI_CLIENT_LIMITS.text.address.limit);
  });
});

describe('the global daily AI budget', () => {
  it('with a budget of 3, the 4th answer comes from the knowledge base and says so; the shop keeps answering', async () => {
    // A day of its own, so the count starts at zero.
    clockAt(Date.UTC(2030 + Math.floor(Math.random() * 50), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 28), 12));
    process.env.AI_DAILY_BUDGET_UNITS = '3';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await ask(randomUUID(), address(), { prompt: 'Which crystal helps with calm?', type: 'text' }));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(0, 3).some((a) => String(a.body.content).startsWith(BUDGET_NOTE))).toBe(false);
    for (const a of answers.slice(3)) {
      expect(a.body.content.startsWith(BUDGET_NOTE)).toBe(true);
      expect(a.body.content.length).toBeGreaterThan(BUDGET_NOTE.length + 20);
    }
    // The widget too; an image past the budget is a knowledge-base answer without an image.
    expect((await ask(randomUUID(), address())).body.response.startsWith(BUDGET_NOTE)).toBe(true);
    const image = await ask(randomUUID(), address(), { prompt: 'an amethyst pendant', type: 'image' });
    expect(image.status).toBe(200);
    expect(image.body).toMatchObject({ mediaUrl: null, provider: 'local' });
  });
});
