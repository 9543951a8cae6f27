import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HydratedProvider, useHydrated } from './use-hydrated';
import { useSessionQuery } from './use-session-query';

function Saved({ read }: { read: () => Promise<string[]> }) {
  const { data } = useSessionQuery({ queryKey: ['saved'], queryFn: read });
  const hydrated = useHydrated();
  return <p>{`${hydrated ? 'in charge' : 'as drawn'}: ${data?.join(',') ?? 'nothing'}`}</p>;
}

const withProviders = (takingOver: boolean, children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <HydratedProvider takingOver={takingOver}>{children}</HydratedProvider>
  </QueryClientProvider>
);

describe('useSessionQuery and useHydrated', () => {
  it('draws a page as HTML without the session and without asking for it', () => {
    const read = vi.fn(async () => ['rose quartz ring']);
    expect(renderToString(withProviders(true, <Saved read={read} />))).toContain('as drawn: nothing');
    expect(read).not.toHaveBeenCalled();
  });

  it('takes over as drawn, then reads the session once the app is in charge', async () => {
    const read = vi.fn(async () => ['rose quartz ring']);
    render(withProviders(true, <Saved read={read} />));
    expect(await screen.findByText('in charge: rose quartz ring')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while it takes the server’s HTML over: the first read follows the first draw in charge', async () => {
    const read = vi.fn(async () => ['moonstone studs']);
    const seen: { hydrated: boolean; reads: number }[] = [];
    function Watched() {
      seen.push({ hydrated: useHydrated(), reads: read.mock.calls.length });
      return <Saved read={read} />;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(withProviders(true, <Watched />));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, withProviders(true, <Watched />));
    });
    await waitFor(() => expect(container.textContent).toBe('in charge: moonstone studs'));
    const firstInCharge = seen.findIndex((s) => s.hydrated);
    expect(seen.slice(0, firstInCharge).length).toBeGreaterThan(0);
    expect(seen.slice(0, firstInCharge + 1).every((s) => s.reads === 0)).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('a part taken over with the session’s read already in the cache (another part read it first) is taken over as drawn, with no mismatch', async () => {
    const read = vi.fn(async () => ['rose quartz ring']);
    const container = document.createElement('div');
    container.innerHTML = renderToString(withProviders(true, <Saved read={read} />));
    document.body.append(container);
    const client = new QueryClient();
    client.setQueryData(['saved'], ['rose quartz ring']);
    const mismatches = vi.fn();
    const seen: string[] = [];
    function Watched() {
      const { data } = useSessionQuery({ queryKey: ['saved'], queryFn: read });
      seen.push(data?.join(',') ?? 'nothing');
      return <Saved read={read} />;
    }
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={client}>
          <HydratedProvider takingOver>
            <Watched />
          </HydratedProvider>
        </QueryClientProvider>,
        { onRecoverableError: mismatches },
      );
    });
    await waitFor(() => expect(container.textContent).toBe('in charge: rose quartz ring'));
    expect(seen[0]).toBe('nothing');
    expect(mismatches).not.toHaveBeenCalled();
    container.remove();
  });

  it('is in charge at once on a page the browser draws itself', async () => {
    const read = vi.fn(async () => ['amethyst pendant']);
    render(withProviders(false, <Saved read={read} />));
    expect(screen.getByText('in charge: nothing')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('in charge: amethyst pendant')).toBeTruthy());
  });

  it('is in charge outside the provider (a component drawn alone)', () => {
    function Flag() {
      return <p>{String(useHydrated())}</p>;
    }
    render(<Flag />);
    expect(screen.getByText('true')).toBeTruthy();
  });
});
