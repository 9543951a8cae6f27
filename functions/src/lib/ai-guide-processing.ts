import type { AiGuideProcessing } from '@crystal/shared/ai-guide-processing';
import { DEFAULT_BEDROCK_REGION } from '@crystal/shared/constants/bedrock-region';
import * as z from '@crystal/shared/zod';
import { readEnv } from './env';

/** Which provider answers the guide, and where: read here and by the guide's provider (ai/provider/provider-from-env.ts). */
export const AI_LOCATION_ENV = {
  AI_PROVIDER: z._default(z.enum(['bedrock', 'local']), 'local'),
  AWS_REGION: z._default(z.string(), 'ca-central-1'),
  BEDROCK_REGION: z._default(z.string(), DEFAULT_BEDROCK_REGION),
};

const env = readEnv(AI_LOCATION_ENV);

/** Where this deployment sends the guide's questions (and makes its speech), as the stack configured it. */
export function aiGuideProcessing(): AiGuideProcessing {
  return env.AI_PROVIDER === 'bedrock' ? { provider: 'bedrock', region: env.BEDROCK_REGION, speechRegion: env.AWS_REGION } : { provider: 'local' };
}
