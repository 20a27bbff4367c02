/**
 * A closed-loop load (autocannon) measured once it is steady: every connection open and answered, as on a server
 * behind a load balancer whose connections are kept alive.
 *
 * Why not simply a warm-up run and then a measured run: each autocannon run opens its connections afresh, and a
 * busy Node.js server accepts about one new connection per turn of its event loop (seen with a bare `http` server
 * and with raw sockets alike). A measured run that starts with 50 new connections to a saturated server then
 * times, for the last connections, their wait to be accepted: at 12 ms a request, 4 s for a fifth of them. That
 * is a connection storm, not the reads' latency.
 */
import autocannon from 'autocannon';

export interface SteadyLoadOptions {
  url: string;
  connections: number;
  /** The measured window, after the warm-up. */
  seconds: number;
  /** The shortest warm-up: the first requests prepare statements and warm the code. */
  warmUpSeconds: number;
  /** The longest warm-up: measuring starts then even if some connection was never answered (reported). */
  maxWarmUpSeconds: number;
  requests: autocannon.Request[];
  /** Called as the measured window opens and closes (CPU readings). */
  onWindowStart?: () => void;
  onWindowEnd?: () => void;
}

export interface SteadyLoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers and failed requests in the window. */
  errors: number;
  requests: number;
  /** Connections answered before the window opened (all of them unless the warm-up hit its limit). */
  connectionsAnswered: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export function steadyLoad(options: SteadyLoadOptions): Promise<SteadyLoadResult> {
  let finish: (error: Error | null) => void = () => {};
  const finished = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve());
  });
  const answered = new Set<unknown>();
  const latencies: number[] = [];
  let errors = 0;
  let windowStart = 0;
  let windowEnd = 0;
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: options.maxWarmUpSeconds + options.seconds + 1,
      requests: options.requests,
    },
    (error) => finish(error),
  );

  const openWindow = () => {
    options.onWindowStart?.();
    windowStart = performance.now();
    setTimeout(() => {
      options.onWindowEnd?.();
      windowEnd = performance.now();
      instance.stop();
    }, options.seconds * 1000);
  };
  const warmUpDone = setTimeout(openWindow, options.maxWarmUpSeconds * 1000);
  const minimumWarmUp = new Promise((resolve) => setTimeout(resolve, options.warmUpSeconds * 1000));
  let everyConnectionAnswered = false;

  instance.on('response', (client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (windowStart && !windowEnd) {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) errors++;
      return;
    }
    if (windowStart || everyConnectionAnswered) return;
    answered.add(client);
    if (answered.size === options.connections) {
      everyConnectionAnswered = true;
      void minimumWarmUp.then(() => {
        clearTimeout(warmUpDone);
        if (!windowStart) openWindow();
      });
    }
  });
  instance.on('reqError', () => {
    if (windowStart && !windowEnd) errors++;
  });

  return finished.then(() => {
    clearTimeout(warmUpDone);
    if (!windowEnd) throw new Error('the load stopped before its measured window closed');
    latencies.sort((a, b) => a - b);
    const seconds = (windowEnd - windowStart) / 1000;
    return {
      rps: Math.round(latencies.length / seconds),
      p50: Math.round(percentile(latencies, 0.5)),
      p99: Math.round(percentile(latencies, 0.99)),
      max: Math.round(latencies.at(-1) ?? 0),
      errors,
      requests: latencies.length,
      connectionsAnswered: answered.size,
    };
  });
}
