import { lazy, Suspense } from 'react';
import { useIdle } from '@/lib/use-idle';
import { useToasts } from './use-toast';

const ToastRegion = lazy(() => import('./toast-region'));

/**
 * The toast region (Radix toast: one at a time, 5 s, swipe right, F8 focuses it). No toast is shown
 * before the shopper does something, so its code loads once the page is idle, or with the first toast.
 */
export function Toaster() {
  const idle = useIdle();
  const pending = useToasts().length > 0;
  if (!idle && !pending) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
