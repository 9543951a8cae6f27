import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { routeCall } from '@/test/route-call';
import { BalanceForm } from './balance-form';

type Reply = { status: number; body: unknown };
function stubBalance(reply: Reply) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ call: `${init.method ?? 'GET'} ${url}`, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

async function check(code: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BalanceForm />
    </QueryClientProvider>,
  );
  const form = screen.getByRole('form');
  if (code) await userEvent.type(within(form).getByRole('textbox'), code);
  await userEvent.click(within(form).getByRole('button'));
  return form;
}

const CODE = 'K7QM-2XWP-9D4R-HT6B';
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('gift card balance', () => {
  it('shows what is left, with the code sent in the body of a POST (never in the address) and never repeated', async () => {
    const calls = stubBalance({ status: 200, body: { balance: '32.00', currency: 'CAD' } });
    const form = await check(CODE);
    expect((await within(form).findByTestId('gift-card-balance')).textContent).toBe('$32.00 left on this card');
    expect(calls).toEqual([{ call: routeCall('checkGiftCardBalance'), body: { code: CODE } }]);
    expect(calls[0]!.call).not.toContain('K7QM');
    expect(form.getAttribute('method')).toBe('post');
    expect(screen.getByRole('status').textContent).not.toContain('K7QM');
  });

  it('says when nothing is left', async () => {
    stubBalance({ status: 200, body: { balance: '0.00', currency: 'CAD' } });
    const form = await check(CODE);
    expect((await within(form).findByTestId('gift-card-balance')).textContent).toBe('Nothing is left on this card.');
  });

  it('an unknown code (404): "We don’t know that code", on the field', async () => {
    stubBalance({ status: 404, body: { error: 'Gift card not found' } });
    const form = await check('AAAA-BBBB-CCCC-DDDD');
    expect((await within(form).findByRole('alert')).textContent).toBe('We don’t know that code. Check it and try again.');
    expect(within(form).getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByTestId('gift-card-balance')).toBeNull();
  });

  it('too many guesses (429): the waiting message discount codes give, in French too', async () => {
    const tooMany = { status: 429, body: { error: 'Too many requests. Please wait 60 seconds and try again.' } };
    stubBalance(tooMany);
    let form = await check(CODE);
    expect((await within(form).findByRole('alert')).textContent).toBe('Too many requests. Please wait 60 seconds and try again.');
    document.body.innerHTML = '';
    await activateLocale('fr');
    stubBalance(tooMany);
    form = await check(CODE);
    expect((await within(form).findByRole('alert')).textContent).toMatch(/^Trop de demandes.*60 secondes/);
  });

  it('an empty code asks for one and sends nothing', async () => {
    const calls = stubBalance({ status: 200, body: { balance: '1.00', currency: 'CAD' } });
    const form = await check('');
    expect((await within(form).findByRole('alert')).textContent).toBe('Enter the code from the gift card email.');
    expect(calls).toEqual([]);
  });

  it('in French: "Il reste 32,00 $ sur cette carte"', async () => {
    await activateLocale('fr');
    stubBalance({ status: 200, body: { balance: '32.00', currency: 'CAD' } });
    const form = await check(CODE);
    expect((await within(form).findByTestId('gift-card-balance')).textContent).toMatch(/^Il reste 32,00\s\$ sur cette carte$/);
  });
});
