import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { shopSettingsSchema, type ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { DEFAULT_SHOP_SETTINGS, DEMO_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { SETTINGS_KEY } from './settings-key';
import { isDemoShop } from './settings-env';
import { db, tableName } from '../lib/db/client';
import { mailEnv } from '../lib/mail/mail-env';

/** The shop's settings: one item (SETTINGS_KEY). Absent (a new shop): the defaults. */
const key = SETTINGS_KEY;

/** The defaults (the local demo shop's, or a new production shop's), with the alerts going to the configured admin address. */
export function defaultSettings(): ShopSettings {
  return { ...(isDemoShop() ? DEMO_SHOP_SETTINGS : DEFAULT_SHOP_SETTINGS), notificationEmail: mailEnv.ADMIN_EMAIL };
}

export async function getShopSettings(): Promise<ShopSettings> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  if (!out.Item) return defaultSettings();
  // A field added after the item was written takes its default; a stored value that no longer
  // validates (rules tightened) falls back to the default rather than breaking checkout.
  const merged = { ...defaultSettings(), ...(out.Item.settings as Partial<ShopSettings>) };
  const parsed = shopSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultSettings();
}

export async function putShopSettings(settings: ShopSettings, updatedBy: string): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...key, type: 'settings', settings, updatedAt: new Date().toISOString(), updatedBy },
    }),
  );
}
