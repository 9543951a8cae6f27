import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refetchAfterWrite } from './refetch-after-write';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('refetchAfterWrite', () => {
  it('does not reuse a first read sent before the write: the list shows the saved piece', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server: number[] = [];
    const pending: Array<() => void> = [];
    // Each read answers with what the server held when the request arrived, once released.
    const queryFn = () => {
      const answer = [...server];
      return new Promise<number[]>((resolve) => pending.push(() => resolve(answer)));
    };
    const key = ['wishlist'];
    const observer = new QueryObserver(client, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => {}); // the heart on the page: its first read is in flight
    await tick();
    expect(pending).toHaveLength(1);

    server.push(2); // the heart's write lands before that first read answers
    const refreshed = refetchAfterWrite(client, key);
    await tick();
    pending.splice(0).forEach((release) => release());
    await refreshed;

    expect(client.getQueryData(key)).toEqual([2]);
    unsubscribe();
  });
});
