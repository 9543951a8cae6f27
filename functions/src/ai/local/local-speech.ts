import { spawnSync } from 'node:child_process';
import type { AiCapabilities } from '../provider/ai-provider';

/** True when the speech engine answers (spawns it once: ~10 ms, so callers probe lazily). */
export function commandAvailable(command: string): boolean {
  const probe = spawnSync(command, ['--version'], { encoding: 'utf8', timeout: 5000 });
  return !probe.error && probe.status === 0;
}

/** Whether speech is available, asked once, on first need (a function probes; a boolean is the answer). */
export function speechProbe(available: boolean | (() => boolean)): () => boolean {
  let speech: boolean | undefined;
  return () => (speech ??= typeof available === 'function' ? available() : available);
}

/** What the offline provider can do: everything, and spoken audio when the speech engine answers. */
export const localCapabilities = (speech: () => boolean): AiCapabilities => ({ text: true, image: true, audio: speech(), insights: true });
