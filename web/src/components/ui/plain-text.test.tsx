import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainText } from './plain-text';

const hostile = 'Hello <img src=x onerror="alert(1)"> & <script>alert(2)</script>\n<b>bold?</b>';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('stored shopper text is shown as text', () => {
  it('renders markup typed by a shopper literally, creating no elements from it', () => {
    const { container } = render(<PlainText text={hostile} />);
    const p = container.querySelector('p')!;
    expect(p.textContent).toBe(hostile);
    expect(p.children).toHaveLength(0);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(p.innerHTML).toContain('&lt;img');
  });

  it('no web source file inserts raw HTML (only JSON-LD, with "<" escaped, goes into a script element)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const needle = ['dangerously', 'Set', 'Inner', 'HTML'].join('');
    const offenders = sourceFiles(root).flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => line.includes(needle))
        // The one allowed use: structured data serialised with '<' escaped (jsonLdText, tested in shared/src/page-head).
        .filter((line) => !new RegExp(`<script type="application/ld\\+json" ${needle}=\\{\\{ __html: jsonLdText\\(`).test(line))
        .map((line) => `${path.relative(root, f)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
