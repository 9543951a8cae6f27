import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token';

/** The base64url characters that spell the same 4 data bits as `c` in a 43-character signature's last place. */
const sameBitsAs = (c: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const i = alphabet.indexOf(c);
  return [0, 1, 2, 3].map((low) => alphabet[(i & ~3) | low]!).filter((x) => x !== c);
};

describe('signed link tokens', () => {
  it('verify as signed, for their own purpose only', async () => {
    const token = await signToken('order', '42', 30);
    expect(await verifyToken('order', token)).toBe('42');
    expect(await verifyToken('unsubscribe', token)).toBeUndefined();
  });

  it('refuse every other spelling of the signature, even one that decodes to the same bytes', async () => {
    const token = await signToken('order', '42', 30);
    const last = token.at(-1)!;
    for (const c of sameBitsAs(last)) {
      expect(await verifyToken('order', `${token.slice(0, -1)}${c}`)).toBeUndefined();
    }
  });

  it('refuse a subject spelled other than its canonical base64url', async () => {
    const token = await signToken('order', '4', 30); // subject "NA"; "NB" decodes to the same "4"
    const [subject, exp, sig] = token.split('.') as [string, string, string];
    expect(subject).toBe('NA');
    expect(await verifyToken('order', `NB.${exp}.${sig}`)).toBeUndefined();
  });

  it('refuse an expiry written with leading zeros, which the MAC would otherwise accept (Number("0017...") is 17...)', async () => {
    const token = await signToken('order', '42', 30);
    const [subject, exp, sig] = token.split('.') as [string, string, string];
    expect(await verifyToken('order', `${subject}.${exp}.${sig}`)).toBe('42');
    expect(await verifyToken('order', `${subject}.0${exp}.${sig}`)).toBeUndefined();
    expect(await verifyToken('order', `${subject}.00${exp}.${sig}`)).toBeUndefined();
  });
});
