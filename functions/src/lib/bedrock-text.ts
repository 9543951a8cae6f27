import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import * as z from '@crystal/shared/zod';
import { AI_LOCATION_ENV } from './ai-guide-processing';

/** Where Bedrock's text model is and how long a call may take: read by the guide's provider and the market research. */
export const BEDROCK_TEXT_ENV = {
  ...AI_LOCATION_ENV,
  BEDROCK_TEXT_MODEL_ID: z._default(z.string().check(z.minLength(1)), 'amazon.nova-lite-v1:0'),
  BEDROCK_ENDPOINT: z.optional(z.url()),
  AI_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(1000), z.maximum(28_000)), 25_000),
};

/** The HTTP handler of every Bedrock and Polly client: a 3 s connection and the call's whole budget. */
export const awsHttpHandler = (timeoutMs: number) => new NodeHttpHandler({ connectionTimeout: 3000, requestTimeout: timeoutMs });

/** An endpoint of our own (tests, private endpoints) takes no real credentials. */
export const ownEndpoint = (endpoint?: string) =>
  endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {};

/** Bedrock Runtime in `region`, or at `endpoint`, giving up after `timeoutMs`. */
export function bedrockRuntime(region: string, timeoutMs: number, endpoint?: string): BedrockRuntimeClient {
  return new BedrockRuntimeClient({ region, requestHandler: awsHttpHandler(timeoutMs), maxAttempts: 2, ...ownEndpoint(endpoint) });
}

export type ConverseTextRequest = { system: string; user: string; maxTokens: number; temperature: number; abortSignal: AbortSignal };

/** One Converse call without tools: the model's text, trimmed ('' when it gave none), and why it stopped. */
export async function converseText(
  client: BedrockRuntimeClient,
  modelId: string,
  req: ConverseTextRequest,
): Promise<{ text: string; stopReason: string }> {
  const out = await client.send(
    new ConverseCommand({
      modelId,
      system: [{ text: req.system }],
      messages: [{ role: 'user', content: [{ text: req.user }] }],
      inferenceConfig: { maxTokens: req.maxTokens, temperature: req.temperature },
    }),
    { abortSignal: req.abortSignal },
  );
  const text = (out.output?.message?.content ?? [])
    .map((c) => c.text ?? '')
    .join('')
    .trim();
  return { text, stopReason: out.stopReason ?? 'unknown' };
}
