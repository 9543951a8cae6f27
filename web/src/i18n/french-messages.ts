import type { CompiledMessage } from './locale';

/** Every feature's French catalogue (compiled at build time), gathered into this one chunk. */
const catalogues = import.meta.glob<Record<string, CompiledMessage | string>>('../**/messages/fr.json', {
  eager: true,
  import: 'default',
});

/** French messages by `<namespace>:<key>`. */
export function frenchMessages(): Map<string, CompiledMessage> {
  const messages = new Map<string, CompiledMessage>();
  for (const catalogue of Object.values(catalogues)) {
    const { $ns: namespace, ...entries } = catalogue;
    for (const [key, message] of Object.entries(entries)) {
      if (typeof message === 'function') messages.set(`${String(namespace)}:${key}`, message);
    }
  }
  return messages;
}
