import type { CreateCampaign } from '@crystal/shared/schemas/campaign';
import { invoke } from '../test/invoke';

export const ADMIN = { sub: 'artisan-1', email: 'artisan@example.ca', 'cognito:groups': ['admin'] };

export const CAMPAIGN_DRAFT: CreateCampaign = {
  subject: 'Full moon in December',
  preheader: 'Three new moonstone pieces',
  body: '## The cold moon\n\nNew pieces, made by hand.\nRead [our care guide](https://shop.example/care).',
  subjectFr: 'Pleine lune de décembre',
  preheaderFr: 'Trois nouvelles pièces en pierre de lune',
  bodyFr: '## La lune froide\n\nDe nouvelles pièces faites à la main.',
  productIds: [1, 9],
};

/** A draft made through the API; answers its id. */
export async function createdCampaign(draft: CreateCampaign = CAMPAIGN_DRAFT): Promise<string> {
  const res = await invoke('POST', '/api/admin/campaigns', { claims: ADMIN, body: draft });
  if (res.status !== 201) throw new Error(`create campaign answered ${res.status}: ${res.text}`);
  return res.body.id as string;
}
