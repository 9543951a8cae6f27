import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { renderCrystalSvg, type JewelleryForm } from '../../lib/art/render-crystal-svg';
import type { MediaStore } from '../../lib/media/media-store';
import { analyse, focusCrystals } from '../retrieval/analyse-words';
import { composeAnswer } from './compose-answer';
import { composeAnswerFr } from './compose-answer-fr';
import { draftFrenchLocally } from './draft-french';
import { draftCampaignLocally } from './draft-campaign';
import { AiUnavailableError, capText, type AiProvider, type TextRequest } from '../provider/ai-provider';
import { localCapabilities, speechProbe } from './local-speech';

const run = promisify(execFile);
export const LOCAL_TEXT_MODEL = 'crystal-knowledge-base';
export const LOCAL_IMAGE_MODEL = 'procedural-crystal-svg';
export const LOCAL_AUDIO_MODEL = 'espeak-ng';
const SPEECH_MAX_CHARS = 1200;

function formFor(prompt: string): JewelleryForm {
  const q = prompt.toLowerCase();
  if (/\bring/.test(q)) return 'ring';
  if (/\b(bracelet|bangle)/.test(q)) return 'bracelet';
  if (/\bwire|wrap/.test(q)) return 'wire';
  if (/\b(necklace|pendant|chain)/.test(q)) return 'necklace';
  return 'stone';
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/**
 * The offline provider: answers from the curated knowledge base and the live catalogue, procedural crystal
 * images (a different piece for each prompt), and speech from espeak-ng when it is installed.
 */
export function localProvider(deps: {
  media: MediaStore;
  espeakCommand: string;
  /** A function is asked once, on first need (the probe spawns a process: kept out of cold start). */
  speechAvailable: boolean | (() => boolean);
}): AiProvider {
  const speechAvailable = speechProbe(deps.speechAvailable);
  // The French site gets the French knowledge base (compose-answer-fr.ts); English otherwise.
  const answer = (req: TextRequest, plain = false) =>
    req.language === 'fr'
      ? composeAnswerFr(req.prompt, req.catalogue, { viewing: req.viewing, history: req.history })
      : composeAnswer(req.prompt, req.catalogue, { plain, viewing: req.viewing, history: req.history });
  const text = async (req: TextRequest) => ({ content: capText(answer(req)), model: LOCAL_TEXT_MODEL });
  return {
    name: 'local',
    capabilities: () => localCapabilities(speechAvailable),
    text,
    async image(req) {
      const a = analyse(req.prompt);
      const stone = focusCrystals(a)[0]?.name ?? 'clear quartz';
      const form = formFor(req.prompt);
      const svg = renderCrystalSvg({
        seed: req.prompt.trim().toLowerCase(),
        stone: stone.toLowerCase(),
        form,
        label: `${stone} ${form}`,
      });
      const mediaUrl = await deps.media.put(
        `ai/images/${hash(req.prompt.trim().toLowerCase())}.svg`,
        svg,
        'image/svg+xml',
      );
      return {
        content: `Here is a crystal ${form === 'stone' ? 'arrangement' : form} in ${stone}, drawn for your request.`,
        mediaUrl,
        model: LOCAL_IMAGE_MODEL,
      };
    },
    async audio(req) {
      if (!speechAvailable())
        throw new AiUnavailableError('Speech is not available: espeak-ng is not installed');
      const spoken = capText(answer(req, true).replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/\*\*/g, ''), SPEECH_MAX_CHARS);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'crystal-speech-'));
      try {
        const file = path.join(dir, 'speech.wav');
        await run(deps.espeakCommand, ['-v', req.language === 'fr' ? 'fr' : 'en-us', '-s', '165', '-w', file, '--', spoken], {
          timeout: 20_000,
        });
        const mediaUrl = await deps.media.put(
          `ai/audio/${randomUUID()}.wav`,
          await readFile(file),
          'audio/wav',
        );
        return { content: spoken, mediaUrl, model: LOCAL_AUDIO_MODEL };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    draftFrench: async (req) => draftFrenchLocally(req),
    draftCampaign: async (req) => draftCampaignLocally(req),
  };
}
