import { afterEach, describe, expect, it, vi } from 'vitest';

async function processingWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('./ai-guide-processing')).aiGuideProcessing();
}

afterEach(() => vi.unstubAllEnvs());

describe('aiGuideProcessing', () => {
  it('names the regions the stack gave the functions: Bedrock for answers, its own region for speech', async () => {
    expect(await processingWith({ AI_PROVIDER: 'bedrock', BEDROCK_REGION: 'ca-central-1', AWS_REGION: 'ca-central-1' })).toEqual({
      provider: 'bedrock',
      region: 'ca-central-1',
      speechRegion: 'ca-central-1',
    });
    expect(await processingWith({ AI_PROVIDER: 'bedrock', BEDROCK_REGION: 'us-west-2', AWS_REGION: 'ca-central-1' })).toMatchObject({ region: 'us-west-2' });
  });

  it('says the local provider sends nothing out', async () => {
    expect(await processingWith({ AI_PROVIDER: 'local' })).toEqual({ provider: 'local' });
  });
});
