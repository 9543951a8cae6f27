import { describe, expect, it } from 'vitest';
import { withAfterPaintScript } from './after-paint-script';

describe('withAfterPaintScript', () => {
  it('names the after-paint script on the app module script, leaving everything else', () => {
    const html = '<head>\n<script type="module" crossorigin src="/shop/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/shop/assets/r.js">\n</head>';
    expect(withAfterPaintScript(html, '/shop/assets/start-after-paint-b.js')).toBe(
      '<head>\n<script type="module" crossorigin src="/shop/assets/index-a.js" data-after-paint="/shop/assets/start-after-paint-b.js"></script>\n<link rel="modulepreload" crossorigin href="/shop/assets/r.js">\n</head>',
    );
  });

  it('refuses a shell with no module script (the build would ship pages that never load the app)', () => {
    expect(() => withAfterPaintScript('<head></head>', '/b.js')).toThrow(/no module script/);
  });
});
