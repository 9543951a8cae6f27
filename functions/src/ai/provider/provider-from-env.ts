import * as z from '@crystal/shared/zod';
import { BEDROCK_TEXT_ENV } from '../../lib/bedrock-text';
import { readEnv } from '../../lib/env';
import { mediaStore } from '../../lib/media/media-from-env';
import { commandAvailable, localCapabilities, speechProbe } from '../local/local-speech';
import type { AiProvider } from './ai-provider';
import { bedrockProvider } from './bedrock-provider';
import { providerOnFirstUse } from './provider-on-first-use';

const env = readEnv({
  ...BEDROCK_TEXT_ENV,
  BEDROCK_IMAGE_MODEL_ID: z._default(z.string().check(z.minLength(1)), 'amazon.nova-canvas-v1:0'),
  POLLY_VOICE_ID: z._default(z.string().check(z.minLength(1)), 'Joanna'),
  POLLY_ENDPOINT: z.optional(z.url()),
  ESPEAK_COMMAND: z._default(z.string().check(z.minLength(1)), 'espeak-ng'),
});

const speech = speechProbe(() => commandAvailable(env.ESPEAK_COMMAND));

/**
 * Chosen by configuration: AI_PROVIDER=bedrock in production, local offline. The offline provider's
 * code (its knowledge-base answers, drawings and speech) loads on its first call, so a deployed function
 * never loads it.
 */
export const aiProvider: AiProvider =
  env.AI_PROVIDER === 'bedrock'
    ? bedrockProvider(
        {
          region: env.BEDROCK_REGION,
          pollyRegion: env.AWS_REGION,
          textModelId: env.BEDROCK_TEXT_MODEL_ID,
          imageModelId: env.BEDROCK_IMAGE_MODEL_ID,
          pollyVoiceId: env.POLLY_VOICE_ID,
          bedrockEndpoint: env.BEDROCK_ENDPOINT,
          pollyEndpoint: env.POLLY_ENDPOINT,
          timeoutMs: env.AI_TIMEOUT_MS,
        },
        mediaStore,
      )
    : providerOnFirstUse(
        'local',
        () => localCapabilities(speech),
        async () =>
          (await import('../local/local-provider')).localProvider({
            media: mediaStore,
            espeakCommand: env.ESPEAK_COMMAND,
            // Probed once, on the first request that asks, not at import (the deployed stack uses Bedrock).
            speechAvailable: speech,
          }),
      );
