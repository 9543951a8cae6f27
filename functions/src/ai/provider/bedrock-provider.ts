import { BedrockRuntimeClient, ConverseCommand, InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import type { VoiceId } from '@aws-sdk/client-polly';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { createHash, randomUUID } from 'node:crypto';
import * as z from '@crystal/shared/zod';
import type { MediaStore } from '../../lib/media/media-store';
import { once } from '../../lib/once';
import {
  AiUnavailableError,
  capText,
  type AiProvider,
  type MarketFacts,
  type TextRequest,
} from './ai-provider';
import { CAMPAIGN_DRAFT_PROMPT, campaignDraftInput, readCampaignDraft } from './campaign-draft-prompt';
import { FRENCH_DRAFT_PROMPT, readFrenchDraft } from './french-draft-prompt';

export type BedrockConfig = {
  /** Bedrock's region (the models are offered in us-east-1); Polly runs in the function's own region. */
  region: string;
  pollyRegion: string;
  textModelId: string;
  imageModelId: string;
  pollyVoiceId: string;
  /** Only for tests and private endpoints. */
  bedrockEndpoint?: string;
  pollyEndpoint?: string;
  /** Whole-call budget; stays under API Gateway's 30 s. */
  timeoutMs: number;
};

const imageResponseSchema = z.object({
  images: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  error: z.nullish(z.string()),
});
const researchSchema = z.object({
  trends: z.array(z.string()).check(z.maxLength(10)),
  opportunities: z.array(z.string()).check(z.maxLength(10)),
  recommendations: z.array(z.string()).check(z.maxLength(10)),
});

/** Bedrock (Converse for text, Nova Canvas / Titan for images) and Polly for speech; media to S3. */
export function bedrockProvider(config: BedrockConfig, media: MediaStore): AiProvider {
  const handler = () => new NodeHttpHandler({ connectionTimeout: 3000, requestTimeout: config.timeoutMs });
  const local = (endpoint?: string) =>
    endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {};
  const bedrock = new BedrockRuntimeClient({
    region: config.region,
    requestHandler: handler(),
    maxAttempts: 2,
    ...local(config.bedrockEndpoint),
  });
  /** Polly speaks only for audio requests: its SDK module loads on the first one, not at cold start. */
  const polly = once(async () => {
    const { PollyClient, SynthesizeSpeechCommand } = await import('@aws-sdk/client-polly');
    const client = new PollyClient({
      region: config.pollyRegion,
      requestHandler: handler(),
      maxAttempts: 2,
      ...local(config.pollyEndpoint),
    });
    return { client, SynthesizeSpeechCommand };
  });
  /**
   * The guide's conversation with its tools (catalogue search, crystal knowledge, shop facts) loads with
   * the first conversation: the scheduled market research and the French drafts never load it.
   */
  const conversation = once(() => import('./converse-with-tools'));
  /** One deadline per shopper request, shared by every call it makes (audio makes two). */
  const deadline = () => AbortSignal.timeout(config.timeoutMs);

  async function converse(
    system: string,
    user: string,
    maxTokens: number,
    temperature: number,
    abortSignal: AbortSignal = deadline(),
  ): Promise<string> {
    const out = await bedrock.send(
      new ConverseCommand({
        modelId: config.textModelId,
        system: [{ text: system }],
        messages: [{ role: 'user', content: [{ text: user }] }],
        inferenceConfig: { maxTokens, temperature },
      }),
      { abortSignal },
    );
    const text = (out.output?.message?.content ?? [])
      .map((c) => c.text ?? '')
      .join('')
      .trim();
    if (!text)
      throw new AiUnavailableError(`Bedrock returned no text (stopReason ${out.stopReason ?? 'unknown'})`);
    return text;
  }

  const text = async (req: TextRequest) => ({
    content: capText(
      await (await conversation()).converseWithTools(bedrock, config.textModelId, req, {
        maxTokens: req.maxTokens,
        temperature: req.temperature,
        abortSignal: deadline(),
      }),
    ),
    model: config.textModelId,
  });

  return {
    name: 'bedrock',
    capabilities: () => ({
      text: Boolean(config.textModelId),
      image: Boolean(config.imageModelId),
      audio: Boolean(config.textModelId && config.pollyVoiceId),
      insights: true,
    }),
    text,
    async image(req) {
      const seed =
        parseInt(createHash('sha256').update(req.prompt).digest('hex').slice(0, 7), 16) % 858_993_459;
      const out = await bedrock.send(
        new InvokeModelCommand({
          modelId: config.imageModelId,
          contentType: 'application/json',
          accept: 'application/json',
          body: JSON.stringify({
            taskType: 'TEXT_IMAGE',
            textToImageParams: {
              text: `Handmade crystal jewellery product photo, soft natural light: ${req.prompt}`.slice(
                0,
                1000,
              ),
              negativeText: 'text, watermark, people, faces',
            },
            imageGenerationConfig: { numberOfImages: 1, width: 512, height: 512, cfgScale: 7, seed },
          }),
        }),
        { abortSignal: deadline() },
      );
      const parsed = imageResponseSchema.parse(JSON.parse(new TextDecoder().decode(out.body)));
      const png = Buffer.from(parsed.images[0]!, 'base64');
      const mediaUrl = await media.put(`ai/images/${randomUUID()}.png`, png, 'image/png');
      return {
        content: 'Here is a custom crystal jewellery image generated for your request.',
        mediaUrl,
        model: config.imageModelId,
      };
    },
    async audio(req) {
      const abortSignal = deadline();
      const script = capText(
        await (await conversation()).converseWithTools(bedrock, config.textModelId, req, {
          maxTokens: Math.min(req.maxTokens, 400),
          temperature: req.temperature,
          abortSignal,
          extraSystem: 'Write a short spoken consultation (under 120 words) with no markdown, links or lists.',
        }),
        2500,
      );
      const { client, SynthesizeSpeechCommand } = await polly();
      const speech = await client.send(
        new SynthesizeSpeechCommand({
          Text: script,
          OutputFormat: 'mp3',
          VoiceId: config.pollyVoiceId as VoiceId,
          Engine: 'neural',
        }),
        { abortSignal },
      );
      if (!speech.AudioStream) throw new AiUnavailableError('Polly returned no audio');
      const bytes = await speech.AudioStream.transformToByteArray();
      const mediaUrl = await media.put(`ai/audio/${randomUUID()}.mp3`, bytes, 'audio/mpeg');
      return { content: script, mediaUrl, model: `${config.textModelId} + polly:${config.pollyVoiceId}` };
    },
    async marketResearch(facts: MarketFacts) {
      const answer = await converse(
        'You are a retail analyst for a small handmade crystal jewellery shop. Use only the numbers given; never invent data. Reply with JSON only: {"trends":[...],"opportunities":[...],"recommendations":[...]}, each a list of up to 5 short sentences.',
        JSON.stringify(facts),
        800,
        0.2,
      );
      const json = answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1);
      return researchSchema.parse(JSON.parse(json));
    },
    async draftFrench(req) {
      const answer = await converse(FRENCH_DRAFT_PROMPT, `<english>${JSON.stringify(req.text)}</english>`, 2000, 0.3);
      return { text: readFrenchDraft(answer, req.text), source: 'bedrock' };
    },
    async draftCampaign(req) {
      return readCampaignDraft(await converse(CAMPAIGN_DRAFT_PROMPT, campaignDraftInput(req), 3000, 0.6));
    },
  };
}
