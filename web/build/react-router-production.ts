import { createRequire } from 'node:module';
import path from 'node:path';

/** react-router's production build: the same code as its development one, with its developer warnings off. */
const productionDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

/**
 * Where a build finds `react-router` and `react-router/dom`. react-router 7's package.json sends every
 * bundler to its development build (remix-run/react-router#12532, #14102: its only difference is
 * `ENABLE_DEV_WARNINGS = true`), so the shop's pages carried its warnings' text and ran their checks. The
 * app's build and the bench's framework floor take its production build instead; tests and `vite` serve
 * keep the development one and its warnings.
 */
export const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  'react-router': path.join(productionDist, 'index.mjs'),
  'react-router/dom': path.join(productionDist, 'dom-export.mjs'),
};
