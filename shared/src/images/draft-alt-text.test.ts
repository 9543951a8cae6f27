import { describe, expect, it } from 'vitest';
import { draftAltText } from './draft-alt-text';

describe('draftAltText', () => {
  it('names the piece and its stones, and which view a later photo is', () => {
    expect(draftAltText('Rose Quartz Pendant', ['Rose Quartz', 'Clear Quartz'])).toBe('Rose Quartz Pendant with rose quartz, clear quartz');
    expect(draftAltText('Rose Quartz Pendant', [], 2)).toBe('Rose Quartz Pendant, view 3');
  });

  it('never drafts an empty text or one over 200 characters', () => {
    expect(draftAltText('  ', [])).toBe('Handmade crystal piece');
    expect(draftAltText('x'.repeat(300), ['Amethyst'])).toHaveLength(200);
  });
});
