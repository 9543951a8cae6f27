import { once } from '../../lib/once';
import type { AiCapabilities, AiProvider } from './ai-provider';

/**
 * A provider whose module loads on its first call: what it can do is known up front (the AI status page
 * asks), the code that does it is not part of the cold start.
 */
export function providerOnFirstUse(
  name: AiProvider['name'],
  capabilities: () => AiCapabilities,
  load: () => Promise<AiProvider>,
): AiProvider {
  const provider = once(load);
  return {
    name,
    capabilities,
    text: async (req) => (await provider()).text(req),
    image: async (req) => (await provider()).image(req),
    audio: async (req) => (await provider()).audio(req),
    draftFrench: async (req) => (await provider()).draftFrench(req),
    draftCampaign: async (req) => (await provider()).draftCampaign(req),
  };
}
