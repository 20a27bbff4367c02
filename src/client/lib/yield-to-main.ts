/**
 * Lets the browser handle input and paint before the caller goes on, where it offers `scheduler.yield()`
 * (Chromium, Firefox): what follows runs in a task of its own. Elsewhere it goes on at once.
 */
export function yieldToMain(): Promise<void> | undefined {
  return (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
}
