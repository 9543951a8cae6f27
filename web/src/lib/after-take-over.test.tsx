import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_EVENTS } from '@crystal/shared/page-start';
import { afterTakeOver } from './after-take-over';
import { HydratedProvider, useHydrated } from './use-hydrated';

/** A late part with a form, as the footer's newsletter sign-up: its button waits until the app is in charge. */
function SignUp() {
  return <button disabled={!useHydrated()}>Subscribe</button>;
}

const page = (takingOver: boolean, part: ReactNode) => (
  <HydratedProvider takingOver={takingOver}>
    <h1>Crystal rings</h1>
    <Suspense fallback={<p>band</p>}>{part}</Suspense>
  </HydratedProvider>
);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('afterTakeOver', () => {
  it('asks for a part’s code only once the app is in charge of a page as HTML, and takes the part over as drawn', async () => {
    const order: string[] = [];
    document.addEventListener(APP_EVENTS.inCharge, () => order.push('in charge'), { once: true });
    const load = vi.fn(async () => {
      order.push('code asked for');
      return SignUp;
    });
    const Late = afterTakeOver(load);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(true, <SignUp />));
    document.body.append(container);
    const drawn = container.querySelector('button')!;
    expect(drawn.disabled).toBe(true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(true, <Late />), { onRecoverableError: (error) => void recoverable.push(error) });
    });
    for (let i = 0; i < 50 && container.querySelector('button')!.disabled; i++) await settle();

    expect(order).toEqual(['in charge', 'code asked for']);
    // The same button the server drew, never replaced by the fallback, and working now.
    expect(container.querySelector('button')).toBe(drawn);
    expect(drawn.disabled).toBe(false);
    expect(container.textContent).not.toContain('band');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('loads the part at once where the app draws the page', async () => {
    const load = vi.fn(async () => SignUp);
    const Late = afterTakeOver(load);
    render(page(false, <Late />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(((await screen.findByRole('button', { name: 'Subscribe' })) as HTMLButtonElement).disabled).toBe(false);
  });
});
