import { describe, expect, it } from 'vitest';
import { escapeHtml, renderCampaignBody, renderProductCards, safeHttpsUrl } from './render-campaign-body';

describe('renderCampaignBody', () => {
  it('makes headings, paragraphs and line breaks', () => {
    const html = renderCampaignBody('## Full moon\n\nFirst line\nsecond line\n\n\nLast');
    expect(html).toContain('>Full moon</h2>');
    expect(html).toContain('>First line<br>second line</p>');
    expect(html.match(/<p /g)).toHaveLength(2);
  });

  it('escapes markup and script, in text, headings and link labels', () => {
    const html = renderCampaignBody('<script>alert(1)</script>\n## <b>x</b>\n[<img src=x onerror=alert(1)>](https://a.example/)');
    expect(html).not.toMatch(/<script|<b>|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('<a href="https://a.example/"');
  });

  it('links https only; anything else stays as escaped text', () => {
    const html = renderCampaignBody('[shop](https://shop.example/rings?a=1&b=2) [bad](javascript:alert(1)) [plain](http://x.example) [data](data:text/html,hi) [quote](https://x.example/"a)');
    expect(html).toContain('href="https://shop.example/rings?a=1&amp;b=2"');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('[bad](javascript:alert(1))');
    expect(html).toContain('[plain](http://x.example)');
  });

  it('escapes quotes and ampersands', () => {
    expect(escapeHtml(`a & "b" 'c' <d>`)).toBe('a &amp; &quot;b&quot; &#39;c&#39; &lt;d&gt;');
    expect(safeHttpsUrl('https://')).toBeUndefined();
  });
});

describe('renderProductCards', () => {
  it('gives each piece its photo, escaped name, price and link', () => {
    const html = renderProductCards(
      [
        { name: 'Moon <Ring>', price: '45.00', imageUrl: 'https://cdn.example/a.webp', url: 'https://shop.example/products/1' },
        { name: 'Quartz', price: '12.00', url: 'javascript:alert(1)' },
      ],
      (p) => `$${p}`,
    );
    expect(html).toContain('alt="Moon &lt;Ring&gt;"');
    expect(html).toContain('<a href="https://shop.example/products/1"');
    expect(html).toContain('$45.00');
    expect(html).not.toContain('javascript:');
  });
});
