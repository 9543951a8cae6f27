import { describe, expect, it } from 'vitest';
import { adminRoutes } from '@crystal/shared/routes/admin-routes';
import { withQuery } from '@/lib/api-path';
import { adminApiPath } from './admin-path';

describe('adminApiPath', () => {
  it("builds every admin route's path, placeholders filled and URI-encoded", () => {
    expect(adminApiPath('adminUpdateOrderStatus', { id: 7 })).toBe('/api/admin/orders/7/status');
    expect(adminApiPath('adminMarkInbox', { id: 'a/b' })).toBe('/api/admin/inbox/a%2Fb');
    // Every admin placeholder is `{id}`, but the discount code's, which is `{code}`, and an order line's, `{itemId}`.
    for (const r of adminRoutes) {
      expect(adminApiPath(r.id as 'adminGetOrder', { id: 1, code: 'WELCOME10', itemId: 2 } as { id: number })).toBe(
        r.path.replace('{id}', '1').replace('{code}', 'WELCOME10').replace('{itemId}', '2'),
      );
    }
    expect(withQuery(adminApiPath('adminListInbox'), { filter: 'open', cursor: 'a+b/c=' })).toBe('/api/admin/inbox?filter=open&cursor=a%2Bb%2Fc%3D');
  });

  it("builds the campaigns' paths, the guide's draft among them", () => {
    expect(adminApiPath('draftCampaign')).toBe('/api/admin/campaigns/draft');
    expect(adminApiPath('createCampaign')).toBe('/api/admin/campaigns');
    expect(adminApiPath('listCampaigns')).toBe('/api/admin/campaigns');
    expect(adminApiPath('getCampaign', { id: 4 })).toBe('/api/admin/campaigns/4');
    expect(adminApiPath('updateCampaign', { id: 4 })).toBe('/api/admin/campaigns/4');
    expect(adminApiPath('testCampaign', { id: 4 })).toBe('/api/admin/campaigns/4/test');
    expect(adminApiPath('sendCampaign', { id: 'a/b' })).toBe('/api/admin/campaigns/a%2Fb/send');
  });

  it('knows no shopper route', () => {
    // @ts-expect-error the dashboard's builder has the admin routes only
    expect(() => adminApiPath('getCart')).toThrow("No route 'getCart'");
  });
});
