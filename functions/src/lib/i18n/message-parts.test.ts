import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from './catalogue-translator';
import { messageParts } from './message-parts';

const t = catalogueTranslator(
  { sent: 'Order {order} was sent {days, plural, one {# day} other {# days}} ago.', lead: '{order} is yours' },
  { sent: 'La commande {order} est partie il y a {days, plural, one {# jour} other {# jours}}.', lead: '{order} est à vous' },
);

describe('messageParts', () => {
  it('cuts the message at the named arguments, in the language’s word order, the other values filled in', () => {
    expect(messageParts((v) => t('en', 'sent', v), ['order'], { days: 3 })).toEqual([{ text: 'Order ' }, { text: '', name: 'order' }, { text: ' was sent 3 days ago.' }]);
    expect(messageParts((v) => t('fr', 'sent', v), ['order'], { days: 1 })).toEqual([
      { text: 'La commande ' },
      { text: '', name: 'order' },
      { text: ' est partie il y a 1 jour.' },
    ]);
  });

  it('leaves out the empty text where the message starts with an argument', () => {
    expect(messageParts((v) => t('fr', 'lead', v), ['order'])).toEqual([{ text: '', name: 'order' }, { text: ' est à vous' }]);
  });
});
