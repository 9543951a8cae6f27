import type prices from './prices.json';

export type Prices = typeof prices;

/** One API request as measured: the function that serves it, its duration and its DynamoDB units. */
export type ApiCall = { label: string; fn: string; ms: number; read: number; write: number; bytes: number };
export type AiUsage = { inputTokens: number; outputTokens: number; images: number };

export type Measured = {
  /** A first visit: its API calls and its static files (HTML, JS, CSS, images) with their bytes. */
  visit: { api: ApiCall[]; staticBytes: number[] };
  /** The order-and-pay flow of one order, on top of its visit. */
  order: { api: ApiCall[]; mails: number; valueCad: number };
  /** Bedrock usage of one AI-on visit. */
  ai: AiUsage;
  /** Configured memory per function (MB) and cold init per function (ms; 0 when not measured). */
  memoryMb: Record<string, number>;
  coldInitMs: Record<string, number>;
  /** Bytes kept in S3 (the built site and the product photos). */
  storedBytes: number;
};

export type Line = { item: string; quantity: string; usd: number };
export type Scenario = { visits: number; orders: number; ai: boolean; lines: Line[]; totalUsd: number; totalAfterFreeUsd: number; cardFeesUsd: number; shopifyUsd: number };

export const ORDER_SHARE = 0.02;
const GB = 1024 ** 3;

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const n = (x: number, d = 0) => x.toLocaleString('en-CA', { maximumFractionDigits: d, minimumFractionDigits: d });

/**
 * A month's AWS bill for `visits` first visits, 2% of them ordering, from the measured figures. Every
 * catalogue request is counted as reaching its Lambda and DynamoDB (no CloudFront or in-memory hits) and
 * every static file as an S3 read, and each visit as a cold start of each function it calls: the bill of
 * a quiet shop whose caches are always cold. Lambda bills each call rounded up to the millisecond.
 */
export function monthlyCost(m: Measured, p: Prices, visits: number, ai: boolean): Scenario {
  const orders = Math.round(visits * ORDER_SHARE);
  const calls = [...m.visit.api.map((c) => ({ c, times: visits })), ...m.order.api.map((c) => ({ c, times: orders }))];
  const requests = sum(calls.map((x) => x.times));
  const gbs = (ms: number, fn: string) => (Math.ceil(ms) / 1000) * ((m.memoryMb[fn] ?? 512) / 1024);
  const fnsPerVisit = [...new Set(m.visit.api.map((c) => c.fn))];
  const computeGbs = sum(calls.map(({ c, times }) => gbs(c.ms, c.fn) * times)) + sum(fnsPerVisit.map((fn) => gbs(m.coldInitMs[fn] ?? 0, fn) * visits));
  const rru = sum(calls.map(({ c, times }) => c.read * times));
  const wru = sum(calls.map(({ c, times }) => c.write * times));
  const staticRequests = m.visit.staticBytes.length * visits;
  const bytesOut = sum(m.visit.staticBytes) * visits + sum(calls.map(({ c, times }) => c.bytes * times));
  const mails = m.order.mails * orders;
  const aiVisits = ai ? visits : 0;
  const lines: Line[] = [
    { item: 'Lambda requests', quantity: n(requests), usd: (requests / 1e6) * p.lambda.perMillionRequests },
    { item: 'Lambda compute (arm64)', quantity: `${n(computeGbs, 1)} GB-s`, usd: computeGbs * p.lambda.arm64PerGbSecond },
    { item: 'API Gateway (HTTP API) requests', quantity: n(requests), usd: (requests / 1e6) * p.apiGateway.httpApiPerMillionRequests },
    { item: 'DynamoDB reads (on-demand)', quantity: `${n(rru, 1)} RRU`, usd: (rru / 1e6) * p.dynamodb.perMillionReadRequestUnits },
    { item: 'DynamoDB writes (on-demand)', quantity: `${n(wru, 1)} WRU`, usd: (wru / 1e6) * p.dynamodb.perMillionWriteRequestUnits },
    { item: 'CloudFront requests', quantity: n(requests + staticRequests), usd: ((requests + staticRequests) / 1e4) * p.cloudfront.perTenThousandHttpsRequests },
    { item: 'CloudFront data out', quantity: `${n(bytesOut / GB, 2)} GB`, usd: (bytesOut / GB) * p.cloudfront.perGbOut },
    { item: 'S3 GET (every static file an edge miss)', quantity: n(staticRequests), usd: (staticRequests / 1e3) * p.s3.perThousandGet },
    { item: 'S3 storage (site and photos)', quantity: `${n(m.storedBytes / GB, 3)} GB`, usd: (m.storedBytes / GB) * p.s3.perGbMonthStandard },
    { item: 'SES mails', quantity: n(mails), usd: (mails / 1e3) * p.ses.perThousandEmails },
    { item: 'Bedrock text tokens (in / out)', quantity: `${n(m.ai.inputTokens * aiVisits)} / ${n(m.ai.outputTokens * aiVisits)}`, usd: aiVisits * ((m.ai.inputTokens / 1e3) * p.bedrock.perThousandInputTokens + (m.ai.outputTokens / 1e3) * p.bedrock.perThousandOutputTokens) },
    { item: 'Bedrock images', quantity: n(m.ai.images * aiVisits), usd: m.ai.images * aiVisits * p.bedrock.perImage },
  ];
  const totalUsd = sum(lines.map((l) => l.usd));
  const free =
    (Math.min(requests, p.lambda.alwaysFree.requests) / 1e6) * p.lambda.perMillionRequests +
    Math.min(computeGbs, p.lambda.alwaysFree.gbSeconds) * p.lambda.arm64PerGbSecond +
    (Math.min(requests + staticRequests, p.cloudfront.alwaysFree.requests) / 1e4) * p.cloudfront.perTenThousandHttpsRequests +
    Math.min(bytesOut / GB, p.cloudfront.alwaysFree.gbOut) * p.cloudfront.perGbOut;
  const perOrderCard = (rate: { cardPercent: number; cardFixedCad: number }) => ((m.order.valueCad * rate.cardPercent) / 100 + rate.cardFixedCad) * p.usdPerCad;
  return {
    visits,
    orders,
    ai,
    lines,
    totalUsd,
    totalAfterFreeUsd: totalUsd - free,
    cardFeesUsd: orders * perOrderCard(p.stripe),
    shopifyUsd: p.shopifyBasic.monthlyFeeUsd + orders * perOrderCard(p.shopifyBasic),
  };
}
