import { useEffect } from 'react';
import { useIdle } from './use-idle';

/** Starts loading code a control will need (e.g. a sheet's contents) once the page is idle, before it is opened. */
export function useIdlePreload(load: () => Promise<unknown>): void {
  const idle = useIdle();
  useEffect(() => {
    if (idle) void load().catch(() => {}); // opening it tries again and its boundary reports a failure
  }, [idle, load]);
}
