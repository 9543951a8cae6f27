import { InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import type { VoiceId } from '@aws-sdk/client-polly';
import { createHash, randomUUID } from 'node:crypto';
import * as z from '@crystal/shared/zod';
import { awsHttpHandler, bedrockRuntime, converseText, ownEndpoint } from '../../lib/bedrock-text';
import type { MediaStore } from '../../lib/media/media-store';
import { once } from '../../lib/once';
import {
  AiUnavailableError,
  capText,
  type AiProvider,
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

/** Bedrock (Converse for text, Nova Canvas / Titan for images) and Polly for speech; media to S3. */
export function bedrockProvider(config: BedrockConfig, media: MediaStore): AiProvider {
  const bedrock = bedrockRuntime(config.region, config.timeoutMs, config.bedrockEndpoint);
  /** Polly speaks only for audio requests: its SDK module loads on the first one, not at cold start. */
  const polly = once(async () => {
    const { PollyClient, SynthesizeSpeechCommand } = await import('@aws-sdk/client-polly');
    const client = new PollyClient({
      region: config.pollyRegion,
      requestHandler: awsHttpHandler(config.timeoutMs),
      maxAttempts: 2,
      ...ownEndpoint(config.pollyEndpoint),
    });
    return { client, SynthesizeSpeechCommand };
  });
  /**
   * The guide's conversation with its tools (catalogue search, crystal knowledge, shop facts) loads with
   * the first conversation: the French and campaign drafts never load it.
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
    const { text, stopReason } = await converseText(bedrock, config.textModelId, { system, user, maxTokens, temperature, abortSignal });
    if (!text) throw new AiUnavailableError(`Bedrock returned no text (stopReason ${stopReason})`);
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
    async draftFrench(req) {
      const answer = await converse(FRENCH_DRAFT_PROMPT, `<english>${JSON.stringify(req.text)}</english>`, 2000, 0.3);
      return { text: readFrenchDraft(answer, req.text), source: 'bedrock' };
    },
    async draftCampaign(req) {
      return readCampaignDraft(await converse(CAMPAIGN_DRAFT_PROMPT, campaignDraftInput(req), 3000, 0.6));
    },
  };
}
