/**
 * The gift-card-delivery job (issue 49): each card mailed on its delivery day (the shop's calendar), once,
 * in the order's language, with the amount, the message, the giver, the code grouped in fours and a link
 * to the shop; a disabled card is never mailed.
 */
import { describe, expect, it } from 'vitest';
import { formatGiftCardCode } from '@crystal/shared/gift-card-code';
import { shopToday } from '@crystal/shared/shop-date';
import { addDays } from '@crystal/shared/schemas/gift-card';
import { outboxFiles, readMail } from '../test/outbox';
import { disableGiftCard, getGiftCard, issueGiftCard } from '../gift-cards';
import { handler } from './gift-card-delivery';

/** Noon in Winnipeg on `day`: the job's "as of" for that shop day. */
const noonOf = (day: string) => `${day}T18:00:00Z`;
const mailsOf = (id: number) => outboxFiles(`gift-card-${id}-`);

async function cardDueIn(days: number, language: 'en' | 'fr' = 'en') {
  const issued = await issueGiftCard({
    amountCents: 7500,
    recipientName: 'Maude',
    recipientEmail: 'maude@example.com',
    message: 'Pour tes 30 ans',
    giverName: 'Léa Roy',
    deliverOn: addDays(shopToday(), days),
    language,
  });
  return issued!;
}

describe('gift-card-delivery', () => {
  it('sends nothing before the day, one mail on it, and nothing more on a second run', async () => {
    const { card, code } = await cardDueIn(3);
    await handler({ asOf: noonOf(shopToday()) });
    await handler({ asOf: noonOf(addDays(shopToday(), 2)) });
    expect(await mailsOf(card.id)).toEqual([]);
    expect((await getGiftCard(card.id))!.deliveredAt).toBeUndefined();

    const run = await handler({ asOf: noonOf(addDays(shopToday(), 3)) });
    expect(run.mailed).toBeGreaterThanOrEqual(1);
    expect(await mailsOf(card.id)).toEqual([`gift-card-${card.id}-delivery.eml`]);
    const mail = await readMail(`gift-card-${card.id}-delivery.eml`);
    expect(mail.headers).toContain('To: maude@example.com');
    const text = mail.text.replace(/\s+/g, ' ');
    for (const fact of ['Léa Roy sent you a $75.00 gift card', 'Pour tes 30 ans', formatGiftCardCode(code), '/shop/', '/shop/gift-card']) expect(text).toContain(fact);
    expect((await getGiftCard(card.id))!.deliveredAt).toBe(new Date(noonOf(addDays(shopToday(), 3))).toISOString());

    await handler({ asOf: noonOf(addDays(shopToday(), 4)) });
    expect(await mailsOf(card.id)).toHaveLength(1);
  });

  it('mails in the order’s language, French under the shop’s French address', async () => {
    const { card, code } = await cardDueIn(0, 'fr');
    await handler({ asOf: noonOf(shopToday()) });
    const mail = await readMail(`gift-card-${card.id}-delivery.eml`);
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('Léa Roy vous offre une carte-cadeau de 75,00 $');
    expect(text).toContain(formatGiftCardCode(code));
    expect(text).toContain('/shop/fr/gift-card');
    expect(mail.html).toContain('lang="fr-CA"');
  });

  it('never mails a disabled card', async () => {
    const { card } = await cardDueIn(1);
    expect(await disableGiftCard(card.id, 'Disputed charge', new Date().toISOString())).toBe(true);
    await handler({ asOf: noonOf(addDays(shopToday(), 1)) });
    expect(await mailsOf(card.id)).toEqual([]);
  });
});
