import { describe, expect, it } from 'vitest';
import prices from './prices.json';
import { monthlyCost, type Measured } from './monthly-cost';

const measured: Measured = {
  visit: { api: [{ label: 'GET /api/products', fn: 'catalog', ms: 99.2, read: 2, write: 0, bytes: 1000 }], staticBytes: [1024 ** 3 / 1000] },
  order: { api: [{ label: 'POST /api/orders', fn: 'orders', ms: 200, read: 1, write: 4, bytes: 500 }], mails: 2, valueCad: 100 },
  ai: { inputTokens: 3000, outputTokens: 500, images: 0 },
  memoryMb: { catalog: 512, orders: 1024 },
  coldInitMs: { catalog: 300 },
  storedBytes: 0,
};

const line = (s: ReturnType<typeof monthlyCost>, item: string) => s.lines.find((l) => l.item.startsWith(item))!.usd;

describe('monthlyCost', () => {
  it('prices 1,000 visits with 2% ordering from the measured figures', () => {
    const s = monthlyCost(measured, prices, 1000, false);
    expect(s.orders).toBe(20);
    // 1,000 catalogue calls + 20 orders: 1,020 requests.
    expect(line(s, 'Lambda requests')).toBeCloseTo((1020 / 1e6) * 0.2, 10);
    // Billed ms round up: 100 ms x 0.5 GB x 1,000 + 200 ms x 1 GB x 20 + one cold init of 300 ms x 0.5 GB per visit.
    expect(line(s, 'Lambda compute')).toBeCloseTo((50 + 4 + 150) * prices.lambda.arm64PerGbSecond, 10);
    expect(line(s, 'DynamoDB reads')).toBeCloseTo(((2000 + 20) / 1e6) * prices.dynamodb.perMillionReadRequestUnits, 12);
    expect(line(s, 'DynamoDB writes')).toBeCloseTo((80 / 1e6) * prices.dynamodb.perMillionWriteRequestUnits, 12);
    expect(line(s, 'SES')).toBeCloseTo(0.004, 10);
    expect(line(s, 'Bedrock text')).toBe(0);
    // 1 GB of static files (1,000 visits of a thousandth of a GB) plus the API's bytes.
    expect(line(s, 'CloudFront data out')).toBeCloseTo((1 + (1000 * 1000 + 20 * 500) / 1024 ** 3) * prices.cloudfront.perGbOut, 8);
    expect(s.totalAfterFreeUsd).toBeLessThan(s.totalUsd);
  });

  it('adds Bedrock for every visit when AI is on, and prices Shopify Basic and card fees for the same orders', () => {
    const s = monthlyCost(measured, prices, 10_000, true);
    expect(line(s, 'Bedrock text')).toBeCloseTo(10_000 * (3 * prices.bedrock.perThousandInputTokens + 0.5 * prices.bedrock.perThousandOutputTokens), 8);
    const perOrder = (100 * 0.029 + 0.3) * prices.usdPerCad;
    expect(s.shopifyUsd).toBeCloseTo(prices.shopifyBasic.monthlyFeeUsd + 200 * perOrder, 8);
    expect(s.cardFeesUsd).toBeCloseTo(200 * perOrder, 8);
  });
});
