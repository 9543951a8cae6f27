import type { Messages } from '@lingui/core';

/** Every feature's French catalogue (compiled at build time), gathered into this one chunk. */
const catalogues = import.meta.glob<Record<string, unknown>>('../**/messages/fr.json', {
  eager: true,
  import: 'default',
});

/** Lingui's message table for French: `<namespace>:<key>` -> compiled message. */
export function frenchMessages(): Messages {
  const messages: Messages = {};
  for (const catalogue of Object.values(catalogues)) {
    const { $ns: namespace, ...entries } = catalogue;
    for (const [key, message] of Object.entries(entries)) {
      messages[`${String(namespace)}:${key}`] = message as Messages[string];
    }
  }
  return messages;
}
