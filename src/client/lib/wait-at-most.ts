/**
 * Resolves once `pending` has settled, fulfilled or rejected, or once `ms` have passed, whichever comes first: for
 * work a page may wait for, but not for long (what it waited for goes on and lands in its cache later).
 */
export async function waitAtMost(ms: number, pending: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([
      pending.then(
        () => undefined,
        () => undefined,
      ),
      elapsed,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
