import { describe, expect, it } from 'vitest';
import { campaignBodyHtml, campaignBodyText, parseCampaignBody } from './campaign-body';

const styles = { heading: 'h', paragraph: 'p', link: 'a' };
const html = (body: string) => campaignBodyHtml(parseCampaignBody(body), styles);

describe('campaign body', () => {
  it('reads headings, paragraphs, line breaks and https links', () => {
    const body = '## Full moon in December\n\nNew pieces arrive Friday.\nSee [the rings](https://shop.example/rings) now.\n\nWith love';
    expect(html(body)).toBe(
      '<h2 style="h">Full moon in December</h2>\n' +
        '<p style="p">New pieces arrive Friday.<br>See <a href="https://shop.example/rings" style="a">the rings</a> now.</p>\n' +
        '<p style="p">With love</p>',
    );
    expect(campaignBodyText(parseCampaignBody(body))).toBe(
      'FULL MOON IN DECEMBER\n\nNew pieces arrive Friday.\nSee the rings (https://shop.example/rings) now.\n\nWith love',
    );
  });

  it('escapes markup and script, so they show as text', () => {
    const out = html('<script>alert(1)</script> & <img src=x onerror=alert(1)>\n## <b>bold</b>');
    expect(out).not.toMatch(/<script|<img|<b>/);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(out).toContain('<h2 style="h">&lt;b&gt;bold&lt;/b&gt;</h2>');
  });

  it('makes links only of https addresses, and quotes cannot leave the attribute', () => {
    expect(html('[x](javascript:alert(1))')).toBe('<p style="p">[x](javascript:alert(1))</p>');
    expect(html('[x](http://plain.example)')).toBe('<p style="p">[x](http://plain.example)</p>');
    expect(html('[x](https://a.example/"onclick=alert(1))')).not.toContain('onclick=alert(1)"');
    expect(html('[a "quote"](https://a.example/?q=1&r=2)')).toBe(
      '<p style="p"><a href="https://a.example/?q=1&amp;r=2" style="a">a &quot;quote&quot;</a></p>',
    );
  });
});
