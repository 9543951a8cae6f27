import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MAIL_MESSAGES } from './campaign-mail-messages';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('campaign mail messages', () => {
  it('has a non-empty French string for every English key, with the same placeholders', () => {
    for (const [key, en] of Object.entries(CAMPAIGN_MAIL_MESSAGES.en)) {
      const fr = (CAMPAIGN_MAIL_MESSAGES.fr as Record<string, string>)[key];
      expect(fr, key).toBeTruthy();
      expect(placeholders(fr!), key).toEqual(placeholders(en));
    }
  });
});
