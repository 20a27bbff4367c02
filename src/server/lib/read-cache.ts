/**
 * A short-lived in-process cache for authenticated reads (resolved principals and GET answers).
 * Every write bumps the version, which drops everything: a mutating API request or a finished background
 * job (see plugins/read-cache.ts and lib/jobs). Entries also expire after `ttlMs`, which bounds how stale
 * a process can be when several processes share one PostgreSQL server. A ttl of 0 turns it off.
 */
export class ReadCache {
  private version = 0;
  private readonly entries = new Map<string, { version: number; expiresAt: number; value: unknown }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Read this BEFORE computing a value and pass it to set(), so a write in between is never hidden. */
  currentVersion(): number {
    return this.version;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.version || entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set(key: string, value: unknown, version: number): void {
    if (!this.enabled || version !== this.version) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { version, expiresAt: Date.now() + this.ttlMs, value });
  }

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }
}
