import { lazy, Suspense, useEffect, useState } from 'react';
import { useIdle } from '@/lib/use-idle';
import type { SheetProps } from './sheet-dialog';

const loadSheetDialog = () => import('./sheet-dialog');
const SheetDialog = lazy(loadSheetDialog);

/**
 * A side sheet (Radix Dialog: focus trapped, Escape and the backdrop close it, focus returns to the
 * trigger). Its code is not in the first load: it is fetched once the page is idle, or on first open.
 */
export function Sheet(props: SheetProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  const idle = useIdle();
  useEffect(() => {
    if (idle) void loadSheetDialog();
  }, [idle]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SheetDialog {...props} />
    </Suspense>
  );
}
