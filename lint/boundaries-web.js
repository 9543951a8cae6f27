import { readdirSync } from 'node:fs';

/**
 * Import zones for web/, drawn by folder: shared -> lib, config, components -> features -> app.
 * - lib/, config/ and components/ serve every feature and import none (nor the app).
 * - A feature (web/src/features/<name>/) imports no other feature: two features meet in a route file
 *   under web/src/app, which composes them. The zones are made per feature folder, so a new feature is
 *   covered as soon as its folder exists.
 */
const FEATURES_DIR = new URL('../web/src/features/', import.meta.url);

export const webFeatures = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const UPPER = ['./web/src/features', './web/src/app'];

export const webZones = [
  { target: './web/src', from: ['./functions', './infra', './scripts'], message: 'web/ may use shared/ only.' },
  { target: './web/src/components', from: UPPER, message: 'components/ serve every feature and import none (nor the app).' },
  { target: './web/src/lib', from: UPPER, message: 'lib/ serves every feature and imports none (nor the app).' },
  { target: './web/src/config', from: UPPER, message: 'config/ serves every feature and imports none (nor the app).' },
  { target: './web/src/features', from: ['./web/src/app'], message: 'Features never import the app; two features meet in a route file.' },
  ...webFeatures.map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: `The ${name} feature imports no other feature: compose features in a route file under web/src/app, or move what both need to web/src/components or web/src/lib.`,
  })),
];
