import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { siteUrl } from '../lib/links/email-links';
import { logger } from '../lib/logger';
import type { GiftCardRecord } from './gift-card-item';
import { claimGiftCardDelivery, getGiftCard, listDueGiftCards, releaseGiftCardDelivery } from './gift-card-repository';
import { openGiftCardCode } from './gift-card-secret';

/**
 * The recipient's mail, built and sent now (the sealed code opened only here). The template and the mailer
 * load with the first mail: the functions that only spend or look up cards (orders) never load them.
 */
async function mailCard(card: GiftCardRecord, settings: ShopSettings, key: string): Promise<void> {
  const [{ giftCardEmail }, { mailer }] = await Promise.all([import('./mail/gift-card-email'), import('../lib/mail/mailer-from-env')]);
  const code = await openGiftCardCode(card.codeSealed);
  const links = { shop: siteUrl('', card.language), balance: siteUrl('gift-card', card.language) };
  await mailer.send(await giftCardEmail({ card, code, settings, links }, key));
}

/**
 * Delivers one card once: its delivery is claimed with a conditional write (`claimGiftCardDelivery`), so
 * two runs never mail it twice; a failed send gives the claim back and the next run sends it. False when
 * it was delivered already, or is disabled.
 */
export async function deliverGiftCard(card: GiftCardRecord, settings: ShopSettings, now: string): Promise<boolean> {
  if (!(await claimGiftCardDelivery(card.id, now))) return false;
  try {
    await mailCard(card, settings, `gift-card-${card.id}-delivery`);
  } catch (error) {
    await releaseGiftCardDelivery({ ...card, deliveredAt: now });
    throw error;
  }
  logger.info('Gift card mailed', { cardId: card.id, last4: card.last4 });
  return true;
}

/** Every undelivered card due on or before `day` (YYYY-MM-DD, the shop's calendar), each mailed once. */
export async function deliverDueGiftCards(day: string, settings: ShopSettings, now: string): Promise<{ mailed: number; failed: number }> {
  let mailed = 0;
  let failed = 0;
  for (const card of await listDueGiftCards(day)) {
    try {
      if (await deliverGiftCard(card, settings, now)) mailed++;
    } catch (error) {
      failed++;
      logger.error('Gift card mail failed', { cardId: card.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { mailed, failed };
}

/**
 * The artisan's resend: a delivered card's mail again (to its current recipient); an undelivered one is
 * delivered now, claimed as the job would. False for a disabled or unknown card.
 */
export async function resendGiftCard(id: number, settings: ShopSettings, now: string): Promise<boolean> {
  const card = await getGiftCard(id);
  if (!card || card.status !== 'active') return false;
  if (!card.deliveredAt) return deliverGiftCard(card, settings, now);
  await mailCard(card, settings, `gift-card-${card.id}-resend-${now}`);
  logger.info('Gift card mailed again', { cardId: card.id, last4: card.last4 });
  return true;
}
