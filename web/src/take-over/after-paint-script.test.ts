import { describe, expect, it } from 'vitest';
import { withAfterPaintScript, withOneModuleScript } from './after-paint-script';

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

describe('withOneModuleScript', () => {
  const html = '<head>\n<script type="module" crossorigin src="/shop/assets/r.js"></script>\n<script type="module" crossorigin src="/shop/assets/index-a.js"></script>\n</head>';

  it("makes a module script the app imports a preload, so the app's script is the one the after-paint script stands for", () => {
    const one = withOneModuleScript(html, (src) => src === '/shop/assets/r.js');
    expect(one).toBe('<head>\n<link rel="modulepreload" crossorigin href="/shop/assets/r.js">\n<script type="module" crossorigin src="/shop/assets/index-a.js"></script>\n</head>');
    expect(withAfterPaintScript(one, '/b.js')).toContain('src="/shop/assets/index-a.js" data-after-paint="/b.js"');
  });

  it('leaves a script the app does not import, and a shell with one script', () => {
    expect(withOneModuleScript(html, () => false)).toBe(html);
    const single = '<script type="module" crossorigin src="/shop/assets/index-a.js"></script>';
    expect(withOneModuleScript(single, () => true)).toBe(single);
  });
});
