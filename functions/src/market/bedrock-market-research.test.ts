import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bedrockRuntime } from '../lib/bedrock-text';
import { startStandIn, type StandIn } from '../test/stand-in-server';
import { bedrockMarketResearch } from './bedrock-market-research';

let answer = '';
let standIn: StandIn;

/** A stand-in for Bedrock Runtime's Converse, answering with `answer`. */
beforeAll(async () => {
  standIn = await startStandIn((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ output: { message: { role: 'assistant', content: [{ text: answer }] } }, stopReason: 'end_turn' }));
  });
});
afterAll(() => standIn.close());

const facts = {
  topic: 'crystal jewelry',
  topSearches: [{ term: 'amethyst necklace', count: 3 }],
  products: [{ id: 1, name: 'Amethyst Point Pendant', category: 'Necklaces', views48h: 4, carts: 1, sold: 12, stock: 0 }],
};
const research = () => bedrockMarketResearch(bedrockRuntime('us-east-1', 3000, standIn.endpoint), 'amazon.nova-lite-v1:0', facts, AbortSignal.timeout(3000));

describe('bedrockMarketResearch', () => {
  it("sends the shop's counts to the text model and reads the JSON object out of its reply", async () => {
    standIn.seen.length = 0;
    answer =
      'Here you go: {"trends":["Amethyst leads"],"opportunities":["Restock lapis"],"recommendations":["Feature rose quartz"]}';
    expect(await research()).toEqual({
      trends: ['Amethyst leads'],
      opportunities: ['Restock lapis'],
      recommendations: ['Feature rose quartz'],
    });
    expect(standIn.seen[0]!.url).toBe('/model/amazon.nova-lite-v1%3A0/converse');
    const sent = JSON.parse(standIn.seen[0]!.body);
    expect(sent.inferenceConfig).toEqual({ maxTokens: 800, temperature: 0.2 });
    expect(JSON.parse(sent.messages[0].content[0].text)).toEqual(facts);
    expect(sent.system[0].text).toContain('never invent data');
  });

  it('fails when the model gives no text, or text that is not the research', async () => {
    answer = '';
    await expect(research()).rejects.toThrow(/no market research/);
    answer = '{"trends":"many"}';
    await expect(research()).rejects.toThrow();
  });
});
