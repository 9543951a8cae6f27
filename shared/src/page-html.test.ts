import { describe, expect, it } from 'vitest';
import { codeAfterPaint, fillPageShell } from './page-html';
import { EARLY_TAP_RECORDER } from './page-start';

const shell = [
  '<!doctype html>',
  '<html lang="en-CA">',
  '  <head>',
  '    <script type="module" crossorigin src="/shop/assets/index-a.js" data-after-paint="/shop/assets/start-after-paint-b.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/shop/assets/rolldown-runtime-r.js">',
  '    <link rel="stylesheet" crossorigin href="/shop/assets/index-c.css">',
  '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/shop/assets/product-p.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

describe('codeAfterPaint', () => {
  it('loads the after-paint script, naming the app and the code to preload after the paint, in place of the app and its module preloads', () => {
    const html = codeAfterPaint(shell);
    expect(html).toContain(
      '<script type="module" crossorigin src="/shop/assets/start-after-paint-b.js" data-app="/shop/assets/index-a.js" data-preload="/shop/assets/rolldown-runtime-r.js /shop/assets/product-p.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script/g)).toHaveLength(1);
    // The stylesheet stays: the page is drawn with it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/shop/assets/index-c.css">');
  });

  it('drops a low priority on the app script: the after-paint script is small and should run early', () => {
    const low = shell.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
    expect(codeAfterPaint(low)).toContain('<script type="module" crossorigin src="/shop/assets/start-after-paint-b.js" data-app="/shop/assets/index-a.js" data-preload=');
  });

  it('names no code to preload when the shell has none', () => {
    const bare = shell.replace(/ *<link rel="modulepreload"[^>]*>\n/g, '');
    expect(codeAfterPaint(bare)).toContain('data-app="/shop/assets/index-a.js"></script>');
  });

  it('leaves a shell without an after-paint script as it is', () => {
    const plain = shell.replace(/ data-after-paint="[^"]+"/, '');
    expect(codeAfterPaint(plain)).toBe(plain);
  });
});

describe('fillPageShell', () => {
  const page = { langTag: 'fr-CA' as const, html: '<h1>Bijoux</h1>', head: '<title>Bijoux</title>', state: '{"queries":[]}' };

  it('draws the page in #root with its data, its language and its head, loading the app after the paint', () => {
    const html = fillPageShell(shell, page, { ownHead: true });
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<div id="root"><h1>Bijoux</h1></div>\n    <script type="application/json" id="page-state">{"queries":[]}</script>');
    expect(html).toContain('<title data-default-head>Bijoux</title>');
    expect(html).toContain('data-app="/shop/assets/index-a.js"');
    expect(html).not.toContain('modulepreload');
  });

  it('does the same for a page that brings its own head (a product page)', () => {
    const html = fillPageShell(shell, page, { ownHead: false });
    expect(html).toContain('data-app="/shop/assets/index-a.js"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<title');
  });

  it('carries the early-tap recorder inline, just before the after-paint script, so a tap made before that script runs is kept', () => {
    const html = fillPageShell(shell, page, { ownHead: true });
    expect(html).toContain(`    <script>${EARLY_TAP_RECORDER}</script>\n    <script type="module" crossorigin src="/shop/assets/start-after-paint-b.js"`);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });
});
