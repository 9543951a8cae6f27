/** The shop has one zod, shared/src/zod.ts (zod/mini with its English messages): nothing imports zod itself. */
export const ZOD_IMPORT = {
  regex: '^zod(/.*)?$',
  message: "Use the shop's zod: `import * as z from '@crystal/shared/zod'` (zod/mini with its English messages).",
};
