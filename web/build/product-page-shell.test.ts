import { describe, expect, it } from 'vitest';
import { productPageChunks, productPageShellHtml } from './product-page-shell';

const chunk = (fileName: string, imports: string[], facadeModuleId?: string) => ({ type: 'chunk' as const, fileName, imports, facadeModuleId });

describe('the product page shell', () => {
  const bundle = {
    'assets/index-a.js': chunk('assets/index-a.js', ['assets/runtime-r.js'], '/w/src/main.tsx'),
    'assets/runtime-r.js': chunk('assets/runtime-r.js', []),
    'assets/product-p.js': chunk('assets/product-p.js', ['assets/index-a.js', 'assets/stepper-s.js', 'assets/runtime-r.js'], '/w/src/app/routes/product.tsx'),
    'assets/stepper-s.js': chunk('assets/stepper-s.js', ['assets/icons-i.js']),
    'assets/icons-i.js': chunk('assets/icons-i.js', []),
    'assets/extras-e.js': chunk('assets/extras-e.js', ['assets/index-a.js', 'assets/tabs-t.js'], '/w/src/app/routes/product-extras.tsx'),
    'assets/tabs-t.js': chunk('assets/tabs-t.js', ['assets/icons-i.js']),
    'assets/lightbox-l.js': chunk('assets/lightbox-l.js', ['assets/index-a.js'], '/w/src/features/catalog/components/lightbox.tsx'),
    'assets/admin-x.js': chunk('assets/admin-x.js', ['assets/index-a.js'], '/w/src/app/routes/admin.tsx'),
    'assets/style.css': { type: 'asset' as const, fileName: 'assets/style.css' },
  };

  it('takes the product page chunk, the part below its purchase box, and every chunk they import statically, nothing else', () => {
    const chunks = productPageChunks(bundle);
    expect(chunks[0]).toBe('assets/product-p.js');
    expect([...chunks].sort()).toEqual([
      'assets/extras-e.js',
      'assets/icons-i.js',
      'assets/index-a.js',
      'assets/product-p.js',
      'assets/runtime-r.js',
      'assets/stepper-s.js',
      'assets/tabs-t.js',
    ]);
  });

  it('adds a modulepreload for each chunk index.html does not load already', () => {
    const index = '<html><head><script type="module" crossorigin src="/shop/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/shop/assets/runtime-r.js">\n</head><body></body></html>';
    const html = productPageShellHtml(index, productPageChunks(bundle), '/shop/');
    const preloads = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual([
      '/shop/assets/extras-e.js',
      '/shop/assets/icons-i.js',
      '/shop/assets/product-p.js',
      '/shop/assets/runtime-r.js',
      '/shop/assets/stepper-s.js',
      '/shop/assets/tabs-t.js',
    ]);
    expect(html.match(/index-a\.js/g)).toHaveLength(1);
    expect(html).not.toContain('admin-x');
  });

  it('fetches the entry and every preload at low priority, behind the first view\'s photo', () => {
    const index = '<head><script type="module" crossorigin src="/shop/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/shop/assets/runtime-r.js">\n<link rel="stylesheet" href="/shop/assets/style.css"></head>';
    const html = productPageShellHtml(index, productPageChunks(bundle), '/shop/');
    expect(html.match(/<script type="module" fetchpriority="low" crossorigin src="\/shop\/assets\/index-a\.js">/g)).toHaveLength(1);
    expect(html.match(/<link rel="modulepreload"/g)).toHaveLength(6);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(6);
    expect(html).toContain('<link rel="stylesheet" href="/shop/assets/style.css">');
  });

  it('is index.html itself when there is no product page chunk', () => {
    expect(productPageShellHtml('<head></head>', productPageChunks({}), '/shop/')).toBe('<head></head>');
  });
});
