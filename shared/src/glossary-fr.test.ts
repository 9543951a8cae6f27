import { describe, expect, it } from 'vitest';
import { frenchTerm } from './glossary-fr';

describe('frenchTerm', () => {
  it('gives the catalogue’s materials and stones in French, whatever their case', () => {
    expect(frenchTerm('Sterling Silver')).toBe('argent sterling');
    expect(frenchTerm('Rose Quartz')).toBe('quartz rose');
    expect(frenchTerm("Tiger's Eye")).toBe('œil-de-tigre');
    expect(frenchTerm('14k Gold-Filled Wire')).toBe('fil laminé or 14 k');
  });

  it('leaves a word it does not know to the caller (shown in English)', () => {
    expect(frenchTerm('Meteorite')).toBeUndefined();
  });
});
