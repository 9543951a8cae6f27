import {
  ConverseCommand,
  type BedrockRuntimeClient,
  type ContentBlock,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import type { DocumentType } from '@smithy/types';
import { guardProductLinks } from '../retrieval/guard-links';
import { labelOverBudget } from '../retrieval/label-over-budget';
import { readQuestion } from '../retrieval/read-question';
import { AiUnavailableError, type TextRequest } from './ai-provider';
import { guideTools, runGuideTool } from './guide-tools';
import { systemPrompt, wrapShopperMessage } from './system-prompt';

/** Tool rounds per answer: a search, a facts look-up and a knowledge look-up fit; the model then answers. */
const MAX_ROUNDS = 4;

/** The conversation so far, as Converse wants it: starting with the shopper, roles alternating. */
function conversation(req: TextRequest): Message[] {
  const messages: Message[] = [];
  for (const turn of req.history ?? []) {
    const text = turn.role === 'user' ? wrapShopperMessage(turn.content) : turn.content;
    const last = messages[messages.length - 1];
    if (!last && turn.role === 'assistant') continue;
    if (last?.role === turn.role) last.content!.push({ text });
    else messages.push({ role: turn.role, content: [{ text }] });
  }
  const last = messages[messages.length - 1];
  if (last?.role === 'user') messages.pop();
  messages.push({ role: 'user', content: [{ text: wrapShopperMessage(req.prompt) }] });
  return messages;
}

/**
 * Answers with Converse and the shop's tools: the model calls search_catalogue, shop_facts and
 * crystal_knowledge, gets results from the live catalogue and the shop's facts, and answers from them.
 */
export async function converseWithTools(
  client: BedrockRuntimeClient,
  modelId: string,
  req: TextRequest,
  opts: { maxTokens: number; temperature: number; abortSignal: AbortSignal; extraSystem?: string },
): Promise<string> {
  const system = [{ text: systemPrompt(req.viewing, req.language) + (opts.extraSystem ? `\n${opts.extraSystem}` : '') }];
  const toolConfig = { tools: guideTools(req.catalogue) };
  const messages = conversation(req);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const out = await client.send(
      new ConverseCommand({
        modelId,
        system,
        messages,
        toolConfig,
        inferenceConfig: { maxTokens: opts.maxTokens, temperature: opts.temperature },
      }),
      { abortSignal: opts.abortSignal },
    );
    const content = out.output?.message?.content ?? [];
    const uses = content.flatMap((c) => (c.toolUse ? [c.toolUse] : []));
    if (out.stopReason !== 'tool_use' || uses.length === 0) {
      const text = content
        .map((c) => c.text ?? '')
        .join('')
        .trim();
      if (!text)
        throw new AiUnavailableError(`Bedrock returned no text (stopReason ${out.stopReason ?? 'unknown'})`);
      // The shopper's budget is kept to: pieces above it are labelled so (issue 32).
      const budget = readQuestion(req.prompt).filters.maxPrice;
      return labelOverBudget(guardProductLinks(text, req.catalogue), req.catalogue, budget, req.language);
    }
    messages.push({ role: 'assistant', content });
    const results = uses.map((u): ContentBlock.ToolResultMember => ({
      toolResult: {
        toolUseId: u.toolUseId,
        content: [{ json: runGuideTool(u.name ?? '', u.input, req.catalogue, req.language) as DocumentType }],
        status: 'success',
      },
    }));
    messages.push({ role: 'user', content: results });
  }
  throw new AiUnavailableError('Bedrock kept calling tools without answering');
}
