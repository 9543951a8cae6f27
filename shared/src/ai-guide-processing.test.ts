import { describe, expect, it } from 'vitest';
import { regionPlace, regionWithPlace } from './ai-guide-processing';

describe('regionWithPlace', () => {
  it('names the part of the world of the regions a shop may set', () => {
    expect(regionWithPlace('us-east-1', 'en')).toBe('us-east-1 (United States)');
    expect(regionWithPlace('ca-central-1', 'fr')).toBe('ca-central-1 (Canada)');
    expect(regionWithPlace('eu-west-3', 'fr')).toBe('eu-west-3 (Europe)');
    expect(regionPlace('ap-southeast-2', 'en')).toBe('Asia Pacific');
  });

  it('states a region it does not know without guessing its country', () => {
    expect(regionWithPlace('xx-north-9', 'en')).toBe('xx-north-9');
  });
});
