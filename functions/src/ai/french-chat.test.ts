import { beforeAll, describe, expect, it } from 'vitest';
import { aiPageChatResponseSchema, aiWidgetChatResponseSchema } from '@crystal/shared/schemas/ai';
import { page, post, seedAiCatalogue } from './ai-requests.factory';
import { systemPrompt } from './provider/system-prompt';

beforeAll(seedAiCatalogue);

describe('the AI guide on the French site', () => {
  it('answers the AI page in French with locale fr, from the French knowledge base, linking the French site', async () => {
    const res = await post('/api/ai/chat', { ...page('Quelle pierre pour le calme? L’améthyste?'), locale: 'fr' });
    expect(res.status).toBe(200);
    const body = aiPageChatResponseSchema.parse(res.body);
    expect(body.content).toContain('**Améthyste** : on l’associe traditionnellement');
    expect(body.content).toMatch(/\]\(\/shop\/fr\/product\/\d+\)/);
  });

  it('answers the widget in French too, and in English without a locale (spec clients unchanged)', async () => {
    const fr = await post('/api/ai/chat', { message: 'Comment entretenir le quartz rose?', context: 'crystal_jewelry_assistant', locale: 'fr' });
    expect(aiWidgetChatResponseSchema.parse(fr.body).response).toContain('**Quartz rose**');
    const en = await post('/api/ai/chat', { message: 'How do I care for rose quartz?', context: 'crystal_jewelry_assistant' });
    expect(en.body.response).toMatch(/Rose Quartz/);
  });

  it('refuses an unknown locale with a 400', async () => {
    const res = await post('/api/ai/chat', { ...page('Bonjour'), locale: 'de' });
    expect(res.status).toBe(400);
    expect(res.body.issues[0]).toMatchObject({ path: 'locale', message: 'locale must be en or fr' });
  });

  it('tells Bedrock to answer in Québec French on the French site, and in English otherwise', () => {
    expect(systemPrompt(undefined, 'fr')).toContain('answer in warm, plain Canadian French as written in Québec');
    expect(systemPrompt(undefined, 'fr')).not.toContain('Answer in warm, plain English');
    expect(systemPrompt()).toContain('Answer in warm, plain English');
  });
});
