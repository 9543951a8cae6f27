import { describe, expect, it } from 'vitest';
import type { MediaStore } from '../../lib/media/media-store';
import { AiUnavailableError, capText, MAX_CONTENT_CHARS } from '../provider/ai-provider';
import { localProvider } from './local-provider';
import { commandAvailable } from './local-speech';

const puts: string[] = [];
const media: MediaStore = {
  urlFor: (key) => `/media/${key}`,
  async put(key) {
    puts.push(key);
    return `/media/${key}`;
  },
};
const req = (prompt: string) => ({ prompt, maxTokens: 500, temperature: 0.7, catalogue: [] });

describe('local provider', () => {
  it('reports audio unavailable, and refuses to fake it, when the speech engine is missing', async () => {
    expect(commandAvailable('no-such-speech-engine-xyz')).toBe(false);
    const provider = localProvider({
      media,
      espeakCommand: 'no-such-speech-engine-xyz',
      speechAvailable: false,
    });
    expect(provider.capabilities()).toEqual({ text: true, image: true, audio: false, insights: true });
    await expect(provider.audio(req('moonstone'))).rejects.toBeInstanceOf(AiUnavailableError);
    expect(puts).toEqual([]);
  });

  it('probes the speech engine on first need, once, not when the provider is made (cold start)', async () => {
    let probes = 0;
    const provider = localProvider({
      media,
      espeakCommand: 'no-such-speech-engine-xyz',
      speechAvailable: () => (probes++, false),
    });
    expect(probes).toBe(0);
    expect(provider.capabilities().audio).toBe(false);
    await expect(provider.audio(req('moonstone'))).rejects.toBeInstanceOf(AiUnavailableError);
    expect(probes).toBe(1);
  });

  it('draws the same image for the same prompt and a different one for another', async () => {
    const provider = localProvider({ media, espeakCommand: 'espeak-ng', speechAvailable: false });
    const a = await provider.image(req('an amethyst ring'));
    const b = await provider.image(req('An amethyst ring '));
    const c = await provider.image(req('a citrine bracelet'));
    expect(a.mediaUrl).toBe(b.mediaUrl);
    expect(c.mediaUrl).not.toBe(a.mediaUrl);
    expect(a.content).toContain('ring in Amethyst');
  });

  it('caps output at a sentence boundary', () => {
    const long = 'Amethyst is calm. '.repeat(400);
    const capped = capText(long);
    expect(capped.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS + 4);
    expect(capped.endsWith('. ...')).toBe(true);
  });
});
