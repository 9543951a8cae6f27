import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HydratedProvider } from '@/lib/use-hydrated';

/**
 * The one query client, made in main.tsx so the first page's data can start before the first render, and
 * whether the app is in charge of the page yet (`takingOver`: the page is drawn as HTML or taken over from it).
 */
export function AppProviders({ queryClient, takingOver, children }: { queryClient: QueryClient; takingOver: boolean; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydratedProvider takingOver={takingOver}>{children}</HydratedProvider>
    </QueryClientProvider>
  );
}
