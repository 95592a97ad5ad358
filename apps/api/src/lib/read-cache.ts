// The public lists' answers kept in the process (docs/decisions/088-kept-public-reads.md): each entry is the JSON body,
// its ETag and its compressed forms, stamped with the versions of the topics it was read from. A
// write bumps its topic's version; an entry whose stamp no longer matches is read again. With
// several API processes on Postgres, every bump is also sent with NOTIFY and each process bumps
// its own versions on hearing it.
import type { Encoding } from './compression.ts';

/** What a cached read remembers: enough to answer 200 or 304 without running the handler. */
export interface CachedRead {
  stamp: string;
  status: 200;
  body: Uint8Array;
  etag: string;
  headers: Array<[string, string]>;
  /** Compressed once per version, on first demand. */
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>;
}

const MAX_ENTRIES = 500;
/** Bigger answers are not kept (a list that large would be paged). */
export const MAX_CACHED_BYTES = 2 * 1024 * 1024;

export class ReadCache {
  private readonly versions = new Map<string, number>();
  /** Bumped by invalidateAll(): part of every stamp. */
  private generation = 0;
  private readonly entries = new Map<string, CachedRead>();
  stamp(topics: readonly string[]): string {
    return `${this.generation}:${topics.map((topic) => this.versions.get(topic) ?? 0).join('.')}`;
  }

  /** Stamps as of now, for topics known only later (a page's reads, once it has rendered). */
  stamper(): (topics: readonly string[]) => string {
    const generation = this.generation;
    const versions = new Map(this.versions);
    return (topics) => `${generation}:${topics.map((topic) => versions.get(topic) ?? 0).join('.')}`;
  }

  get(key: string, stamp: string): CachedRead | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.entries.delete(key);
      return undefined;
    }
    // Least recently used goes first: re-insert at the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedRead) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  invalidate(topics: Iterable<string>) {
    for (const topic of topics) this.versions.set(topic, (this.versions.get(topic) ?? 0) + 1);
  }

  invalidateAll() {
    this.generation += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
