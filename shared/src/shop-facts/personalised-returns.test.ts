import { describe, expect, it } from 'vitest';
import { RETURNS } from '../constants/policies';
import { NON_RETURNABLE_FR } from './policy-texts-fr';
import { PERSONALISED_RETURNS_RULE } from './personalised-returns';

/**
 * Issue 44 build 4: an engraved piece was "exchange only, within 14 days" on the product page, cart and mail,
 * and "Not returnable: custom engraved items" on the returns page and in the guide. One sentence now holds.
 */
describe('the returns rule for personalised pieces', () => {
  it('is exchange only, within the custom-order window, in both languages', () => {
    expect(PERSONALISED_RETURNS_RULE.en).toBe('Personalised pieces are exchange only, within 14 days.');
    expect(PERSONALISED_RETURNS_RULE.fr).toContain(`${RETURNS.customExchangeDays} jours`);
  });

  it('no piece is called not returnable for being engraved (the guide’s facts: state-shop-facts.test.ts)', () => {
    expect(RETURNS.nonReturnable.join(' ')).not.toMatch(/engrav/i);
    expect(Object.values(NON_RETURNABLE_FR).join(' ')).not.toMatch(/grav/i);
  });
});
