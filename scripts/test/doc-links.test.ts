import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors } from './check-doc-links';

const root = path.resolve(import.meta.dirname, '../..');
const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md'))
  .map((f) => path.join(root, 'docs', f));
const readme = path.join(root, 'README.md');

describe('documentation links', () => {
  it('every relative link and #anchor in README.md and docs/ resolves', () => {
    expect(docs.length).toBeGreaterThan(10);
    const broken = [readme, ...docs].flatMap((file) => brokenLinks(file)).map((b) => path.relative(root, b.split(' -> ')[0]!) + ' -> ' + b.split(' -> ')[1]);
    expect(broken).toEqual([]);
  });

  it('README.md is a map of at most 200 lines', () => {
    expect(readFileSync(readme, 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('catches a missing file, a missing anchor and an anchor into a file that is no Markdown', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
    writeFileSync(path.join(dir, 'other.md'), '# Other page\n\n## The `order` life, in brief\n');
    writeFileSync(path.join(dir, 'data.json'), '{}');
    const page = path.join(dir, 'page.md');
    writeFileSync(
      page,
      [
        '# Page',
        '[ok](other.md) [ok](other.md#the-order-life-in-brief) [ok](#page) [web](https://example.com/x.md)',
        '[gone](missing.md) [no anchor](other.md#nowhere) [json](data.json#x) [self](#nowhere)',
        '`[code](not-a-link.md)`',
        '```',
        '[fenced](not-a-link-either.md)',
        '```',
      ].join('\n'),
    );
    expect(brokenLinks(page).map((b) => b.split(' -> ')[1])).toEqual(['missing.md', 'other.md#nowhere', 'data.json#x', '#nowhere']);
  });

  it("makes GitHub's anchors: punctuation dropped, repeated headings numbered", () => {
    expect([...headingAnchors("# The artisan's dashboard (`/admin`)\n## Sessions and privacy\n## Sessions and privacy\n")]).toEqual([
      'the-artisans-dashboard-admin',
      'sessions-and-privacy',
      'sessions-and-privacy-1',
    ]);
  });
});
