import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { invoke } from '../test/invoke';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const put = (body: Record<string, unknown>) => invoke('PUT', '/api/admin/settings', { claims, body });
const { openingHours: _o, appointmentDays: _a, ...withoutWeek } = DEMO_SHOP_SETTINGS;

describe('the studio’s hours are a setting (issue 44 build 4)', () => {
  it('a new shop shows the published week; a saved week is what GET /api/shop gives, and a save that leaves it out keeps it', async () => {
    const before = await invoke('GET', '/api/shop');
    expect(before.body).toMatchObject({ appointmentDays: ['Sunday'] });
    expect(before.body.openingHours).toHaveLength(6);

    const week = { openingHours: [{ day: 'Thursday', opens: '12:00', closes: '20:00' }], appointmentDays: ['Saturday', 'Sunday'] };
    expect((await put({ ...DEMO_SHOP_SETTINGS, ...week })).status).toBe(200);
    expect((await invoke('GET', '/api/shop')).body).toMatchObject(week);

    // An older client that knows nothing of the week saves the rest and keeps it.
    expect((await put({ ...withoutWeek, returnWindowDays: 21 })).status).toBe(200);
    expect((await invoke('GET', '/api/shop')).body).toMatchObject({ ...week, returnWindowDays: 21 });
  });

  it('a day sent open that is saved by appointment, a close before the open, or a made-up day gets 400 and changes nothing', async () => {
    const week = { openingHours: [{ day: 'Monday', opens: '10:00', closes: '18:00' }], appointmentDays: ['Sunday'] };
    expect((await put({ ...DEMO_SHOP_SETTINGS, ...week })).status).toBe(200);

    const clash = await put({ ...withoutWeek, openingHours: [{ day: 'Sunday', opens: '10:00', closes: '16:00' }] });
    expect(clash.status).toBe(400);
    expect(JSON.stringify(clash.body)).toContain('A day open at set hours is not also by appointment');
    const backwards = await put({ ...withoutWeek, openingHours: [{ day: 'Monday', opens: '18:00', closes: '10:00' }] });
    expect(backwards.status).toBe(400);
    const madeUp = await put({ ...withoutWeek, appointmentDays: ['Caturday'] });
    expect(madeUp.status).toBe(400);
    expect((await invoke('GET', '/api/shop')).body).toMatchObject(week);
  });
});
