type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Lets the browser handle input and paint before the caller goes on: the rest runs in a task of its own,
 * so a page being taken over never holds the main thread for one long stretch (`scheduler.yield` where
 * the browser has it, which resumes ahead of other waiting tasks; else a new task).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
