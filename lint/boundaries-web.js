/** Import zones for web/ (shared -> lib/components -> features -> app). */
export const webZones = [
  { target: './web/src', from: ['./functions', './infra', './scripts'], message: 'web/ may use shared/ only.' },
  { target: './web/src/components', from: ['./web/src/features', './web/src/app'] },
  { target: './web/src/lib', from: ['./web/src/features', './web/src/app'] },
  { target: './web/src/features', from: ['./web/src/app'], message: 'Features never import the app; two features meet in a route file.' },
];
