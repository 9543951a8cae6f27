import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediaStore } from '../../lib/media/media-store';
import type { ShopProduct } from './ai-provider';
import { bedrockProvider } from './bedrock-provider';

type Msg = { role: string; content: Record<string, any>[] };
type Turn = (messages: Msg[]) => Record<string, unknown>;
const bodies: { messages: Msg[]; system: { text: string }[] }[] = [];
let script: Turn[] = [];
let server: Server;
let endpoint: string;

const toolUse = (id: string, name: string, input: unknown) => ({
  output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: id, name, input } }] } },
  stopReason: 'tool_use',
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
});
const answer = (text: string) => ({
  output: { message: { role: 'assistant', content: [{ text }] } },
  stopReason: 'end_turn',
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
});
/** The tool results the guide sent back in the latest user message. */
const results = (messages: Msg[]) =>
  messages[messages.length - 1]!.content.map(
    (c) => c.toolResult as { toolUseId: string; content: { json: any }[] },
  );

/** A stand-in for Bedrock Runtime's Converse that speaks the tool-use protocol, one scripted turn per call. */
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      bodies.push(body);
      const turn = script.shift();
      res.writeHead(turn ? 200 : 500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(turn ? turn(body.messages) : { message: 'no scripted turn' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  bodies.length = 0;
  script = [];
});

const media: MediaStore = { urlFor: (k) => `/media/${k}`, put: async (k) => `/media/${k}` };
const piece = (
  id: number,
  name: string,
  price: string,
  category: string,
  stone: string,
  stock: number,
): ShopProduct => ({
  id,
  name,
  price,
  category,
  gemstones: [stone],
  materials: ['Sterling Silver'],
  stockQuantity: stock,
  url: `/shop/product/${id}`,
});
const catalogue = [
  piece(1, 'Amethyst Point Pendant', '68.00', 'Crystal Necklaces', 'Amethyst', 12),
  piece(5, 'Moonstone Dewdrop Necklace', '64.00', 'Crystal Necklaces', 'Rainbow Moonstone', 10),
  piece(9, 'Selenite Charging Plate', '28.00', 'Healing Crystals', 'Selenite', 20),
  piece(8, 'Amethyst Geode Half', '125.00', 'Healing Crystals', 'Amethyst', 0),
];
const provider = () =>
  bedrockProvider(
    {
      region: 'us-east-1',
      pollyRegion: 'ca-central-1',
      textModelId: 'amazon.nova-lite-v1:0',
      imageModelId: 'amazon.nova-canvas-v1:0',
      pollyVoiceId: 'Joanna',
      bedrockEndpoint: endpoint,
      timeoutMs: 5000,
    },
    media,
  );
const ask = (prompt: string, extra: Partial<Parameters<ReturnType<typeof provider>['text']>[0]> = {}) =>
  provider().text({ prompt, maxTokens: 500, temperature: 0.7, catalogue, ...extra });

describe('Bedrock answers through Converse tool use', () => {
  it('runs the search the model asks for on the live catalogue and answers from its results', async () => {
    let found: any;
    script = [
      () =>
        toolUse('t1', 'search_catalogue', {
          query: 'calming stone',
          maxPrice: 60,
          category: 'Healing Crystals',
        }),
      (messages) => {
        found = results(messages)[0]!.content[0]!.json;
        const first = found.pieces[0];
        return answer(`Try the [${first.name}](${first.link}) at ${first.price}.`);
      },
    ];
    const out = await ask('A calming stone under $60');
    expect(bodies).toHaveLength(2);
    expect(results(bodies[1]!.messages)[0]!.toolUseId).toBe('t1');
    // Only in-stock pieces in budget and kind: the sold-out $125 geode is never offered.
    expect(found.pieces.map((p: { name: string }) => p.name)).toEqual(['Selenite Charging Plate']);
    expect(found.pieces[0]).toMatchObject({ price: '$28.00', stock: 'in stock', link: '/shop/product/9' });
    expect(out.content).toBe('Try the [Selenite Charging Plate](/shop/product/9) at $28.00.');
  });

  it('keeps to a budget: the search marks the nearest pieces over it, and the answer labels them (issue 32)', async () => {
    let found: any;
    script = [
      () => toolUse('b1', 'search_catalogue', { query: 'necklace for my sister', maxPrice: 50, category: 'Crystal Necklaces' }),
      (messages) => {
        found = results(messages)[0]!.content[0]!.json;
        // A model that forgets the budget: the answer is shaped so that it is said anyway.
        return answer(found.closestInStock.map((p: { name: string; link: string; price: string }) => `- [${p.name}](${p.link}): ${p.price}`).join('\n'));
      },
    ];
    const out = await ask('A necklace for my sister, my budget is $50');
    expect(found).toMatchObject({ nothingMatches: true, nothingWithinBudget: true, budget: '$50' });
    expect(found.closestInStock.map((p: { name: string; overBudget?: boolean }) => [p.name, p.overBudget])).toEqual([
      ['Moonstone Dewdrop Necklace', true],
      ['Amethyst Point Pendant', true],
    ]);
    expect(out.content).toBe(
      'Nothing is within your budget of $50; here are the nearest pieces.\n\n- [Moonstone Dewdrop Necklace](/shop/product/5) (over budget): $64.00\n- [Amethyst Point Pendant](/shop/product/1) (over budget): $68.00',
    );
    expect(bodies[0]!.system[0]!.text).toMatch(/If no piece is within it, say so first/);
  });

  it('leaves an answer that already labels the pieces over budget as it is', async () => {
    script = [() => answer('None of our necklaces is within your budget. The nearest: [Moonstone Dewdrop Necklace](/shop/product/5), $64, over your budget.')];
    const out = await ask('a necklace, my budget is $50');
    expect(out.content).toBe('None of our necklaces is within your budget. The nearest: [Moonstone Dewdrop Necklace](/shop/product/5), $64, over your budget.');
  });

  it("answers policy questions from the shop's facts tool, the same facts the pages show", async () => {
    let facts: any;
    script = [
      () => toolUse('f1', 'shop_facts', { topic: 'returns' }),
      (messages) => {
        facts = results(messages)[0]!.content[0]!.json;
        return answer(`${facts.facts[0]} See ${facts.link}.`);
      },
    ];
    const out = await ask('What is your return policy?');
    expect(facts.title).toBe('Returns & Exchanges');
    expect(facts.link).toBe('/shop/returns');
    expect(out.content).toMatch(/^Satisfaction guarantee: 30 days/);
  });

  it('gives the model the French facts and the French page on the French site', async () => {
    let facts: any;
    script = [
      () => toolUse('f1', 'shop_facts', { topic: 'shipping' }),
      (messages) => {
        facts = results(messages)[0]!.content[0]!.json;
        return answer(facts.facts[0]);
      },
    ];
    const out = await ask('Combien coûte la livraison au Québec?', { language: 'fr' });
    expect(facts.title).toBe('Livraison');
    expect(facts.link).toBe('/shop/fr/terms');
    expect(out.content).toMatch(/^Nous livrons partout au Canada/);
  });

  it('tells the model which piece is on screen, sends the last turns, and handles several tools in one turn', async () => {
    script = [
      () => ({
        ...toolUse('a', 'crystal_knowledge', { stone: 'Moonstone' }),
        output: {
          message: {
            role: 'assistant',
            content: [
              { toolUse: { toolUseId: 'a', name: 'crystal_knowledge', input: { stone: 'Moonstone' } } },
              { toolUse: { toolUseId: 'b', name: 'shop_facts', input: { topic: 'shipping' } } },
            ],
          },
        },
      }),
      (messages) => {
        const [lore, ship] = results(messages);
        return answer(
          `${lore!.content[0]!.json.name}: ${lore!.content[0]!.json.traditions[0]}. ${ship!.content[0]!.json.facts[0]}`,
        );
      },
    ];
    const out = await ask('Is this good for a gift? How long does shipping to Halifax take?', {
      viewing: catalogue[1],
      history: [
        { role: 'user', content: 'hello' },
        { role: 'assistant', content: 'Hello! How can I help?' },
      ],
    });
    expect(bodies[0]!.system[0]!.text).toContain('The shopper is looking at "Moonstone Dewdrop Necklace"');
    expect(bodies[0]!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(results(bodies[1]!.messages).map((r) => r.toolUseId)).toEqual(['a', 'b']);
    expect(out.content).toMatch(
      /^Moonstone: .+ We ship across Canada\. Shipping is free on every order, anywhere in Canada\./,
    );
  });

  it('unlinks a piece the model invents or one that is sold out, and refuses a malformed tool call kindly', async () => {
    let bad: any;
    script = [
      () => toolUse('x', 'shop_facts', { topic: 'free money' }),
      (messages) => {
        bad = results(messages)[0]!.content[0]!.json;
        return answer('See [Diamond Crown](/shop/product/999) or [Amethyst Geode Half](/shop/product/8).');
      },
    ];
    const out = await ask('anything');
    expect(bad.error).toMatch(/topic must be one of/);
    expect(out.content).toBe('See Diamond Crown or Amethyst Geode Half.');
  });
});
