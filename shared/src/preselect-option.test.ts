import { describe, expect, it } from 'vitest';
import { preselectedOptions, preselectQuery } from './preselect-option';

const ring = { options: [{ name: 'Ring size', values: [{ value: '6' }, { value: '7 ½' }] }] };

describe('a preselected option', () => {
  it('chooses the first option’s value the address names', () => {
    expect(preselectedOptions(ring, preselectQuery('7 ½'))).toEqual({ 'Ring size': '7 ½' });
    expect(preselectedOptions(ring, '?utm_source=google&size=6')).toEqual({ 'Ring size': '6' });
  });

  it('chooses nothing for a value the piece has not, or a piece without options', () => {
    expect(preselectedOptions(ring, '?size=12')).toEqual({});
    expect(preselectedOptions(ring, '')).toEqual({});
    expect(preselectedOptions({}, '?size=6')).toEqual({});
  });
});
