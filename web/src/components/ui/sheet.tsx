import { Suspense, useState } from 'react';
import { deferredComponent } from '@/lib/deferred-component';
import { useIdlePreload } from '@/lib/use-idle-preload';
import type { SheetProps } from './sheet-dialog';

const SheetDialog = deferredComponent(() => import('./sheet-dialog').then((m) => m.default));

/**
 * A side sheet (Radix Dialog: focus trapped, Escape and the backdrop close it, focus returns to the
 * trigger). Its code is not in the first load: it is fetched once the page is idle, or on first open.
 */
export function Sheet(props: SheetProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useIdlePreload(SheetDialog.preload);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SheetDialog {...props} />
    </Suspense>
  );
}
