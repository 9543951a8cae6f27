import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { recordAudit } from '../admin';
import type { AdminIdentity } from '../lib/http/parse-request';
import { getShopSettings, putShopSettings } from './settings-repository';

export { getShopSettings };

/** Saves the whole settings object (validated at the edge) and records who changed what. */
export async function updateShopSettings(admin: AdminIdentity, next: ShopSettings): Promise<ShopSettings> {
  const before = await getShopSettings();
  await putShopSettings(next, admin.sub);
  const changed = (Object.keys(next) as (keyof ShopSettings)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]),
  );
  await recordAudit(admin, { action: 'settings.update', target: 'shop settings', detail: changed.join(', ') || 'no change' });
  return next;
}
