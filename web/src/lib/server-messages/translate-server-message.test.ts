import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { shopperErrorMessage, translateServerMessage } from './translate-server-message';

/** What the API and the card checks say to shoppers, as they say it. */
const SAID = {
  outOfStock: 'Sorry, "Rose Quartz Ring" is out of stock.',
  onlyOne: 'Sorry, only 1 of "Rose Quartz Ring" is in stock.',
  onlyTwoWithCart: 'Sorry, only 2 of "Rose Quartz Ring" are in stock and you already have 2 in your cart.',
  gone: 'Sorry, "Rose Quartz Ring" is no longer available.',
  empty: 'Your cart is empty. Please add items before checking out.',
  offer: 'Your 15% offer has expired or was already used. Please place your order again at the full price.',
  held: 'You already have 3 pieces waiting for payment. Please complete or let those checkouts lapse (up to 30 minutes) before starting another; at most 5 pieces can be held at once.',
  declined: 'Your card was declined.',
  funds: 'Your card has insufficient funds.',
  liveCard: 'Your card was declined. Your request was in test mode, but used a non test card.',
  expiry: "Your card's expiration date is incomplete.",
};

describe('translateServerMessage', () => {
  afterEach(() => activateLocale('en'));

  it('gives every message back unchanged in English', () => {
    for (const message of [...Object.values(SAID), 'Something else']) {
      expect(translateServerMessage(message, 'Repli')).toBe(message);
    }
  });

  it('says the known messages in French, keeping the piece and the numbers', async () => {
    await activateLocale('fr');
    expect(translateServerMessage(SAID.outOfStock, 'Repli')).toBe('Désolé, « Rose Quartz Ring » est en rupture de stock.');
    expect(translateServerMessage(SAID.onlyOne, 'Repli')).toBe('Désolé, il ne reste que 1 « Rose Quartz Ring » en stock.');
    expect(translateServerMessage(SAID.onlyTwoWithCart, 'Repli')).toBe(
      'Désolé, il ne reste que 2 « Rose Quartz Ring » en stock, et vous en avez déjà 2 dans votre panier.',
    );
    expect(translateServerMessage(SAID.gone, 'Repli')).toBe('Désolé, « Rose Quartz Ring » n’est plus offert.');
    expect(translateServerMessage(SAID.offer, 'Repli')).toContain('offre de 15 %');
    expect(translateServerMessage(SAID.held, 'Repli')).toContain('déjà 3 pièces');
    expect(translateServerMessage(SAID.declined, 'Repli')).toBe('Votre carte a été refusée.');
    expect(translateServerMessage(SAID.funds, 'Repli')).toBe('Les fonds de votre carte sont insuffisants.');
    expect(translateServerMessage(SAID.liveCard, 'Repli')).toContain('mode test');
    expect(translateServerMessage(SAID.expiry, 'Repli')).toBe('La date d’expiration de votre carte est incomplète.');
    expect(translateServerMessage(SAID.empty, 'Repli')).toMatch(/^Votre panier est vide/);
  });

  it('gives the French fallback for a message it does not know, never the English', async () => {
    await activateLocale('fr');
    expect(translateServerMessage('Invalid request body', 'Impossible de traiter votre commande.')).toBe(
      'Impossible de traiter votre commande.',
    );
  });
});

describe('shopperErrorMessage', () => {
  afterEach(() => activateLocale('en'));

  it('reads the API error as errorMessage does in English', () => {
    expect(shopperErrorMessage(new ApiError(409, JSON.stringify({ error: SAID.outOfStock })), 'Failed')).toBe(SAID.outOfStock);
    expect(shopperErrorMessage(new ApiError(502, 'Bad gateway'), 'Failed')).toBe('Failed');
    expect(shopperErrorMessage(new Error('Network down'), 'Failed')).toBe('Network down');
    expect(shopperErrorMessage('odd', 'Failed')).toBe('Failed');
  });

  it('translates it on the French site', async () => {
    await activateLocale('fr');
    expect(shopperErrorMessage(new ApiError(409, JSON.stringify({ error: SAID.outOfStock })), 'Échec')).toBe(
      'Désolé, « Rose Quartz Ring » est en rupture de stock.',
    );
    expect(shopperErrorMessage(new Error('Failed to fetch'), 'Échec')).toBe('Échec');
  });
});
