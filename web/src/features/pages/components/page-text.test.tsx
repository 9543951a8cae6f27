import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainText, richText } from './page-text';

const tags = { b: (words: React.ReactNode) => <b>{words}</b> };

describe('page texts', () => {
  it('makes tags into elements and fills in values, inside and outside tags', () => {
    const { container } = render(
      <p>{richText('Hi {name}, see <b>our {what}</b>.', tags, { name: 'Ana', what: 'terms' })}</p>,
    );
    expect(container.innerHTML).toBe('<p>Hi Ana, see <b>our terms</b>.</p>');
  });

  it('never reads a value for tags: a shop detail stays text', () => {
    const { container } = render(<p>{richText('From {name}.', tags, { name: '<b>Shop</b>' })}</p>);
    expect(container.innerHTML).toBe('<p>From &lt;b&gt;Shop&lt;/b&gt;.</p>');
  });

  it('refuses a tag no page knows and a value it was not given', () => {
    expect(() => richText('<i>x</i>', tags, {})).toThrow('<i>');
    expect(() => plainText('{missing}', {})).toThrow('{missing}');
  });
});
