/**
 * A map that keeps the entries used most recently within a budget of bytes: each entry's size
 * is told when it is set (or later, once known), and the least recently read entries go first
 * when the total passes the budget. Sizes are estimates (a string's length, a buffer's bytes).
 */
export class ByteBoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(private readonly budget: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The bytes held, as told. */
  get bytes(): number {
    return this.total;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, bytes = 0): void {
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    this.evict(key);
  }

  /** The entry's size once known (an answer loaded after it was set): counted only while it is still the entry for `key`. */
  resize(key: K, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    this.total += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict(key);
  }

  /** Removes the entry for `key` when it is `value` (or whatever it is, without `value`). */
  delete(key: K, value?: V): void {
    const entry = this.entries.get(key);
    if (!entry || (value !== undefined && entry.value !== value)) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** The oldest entries go until the total is within the budget; the newest (`keep`) stays even alone over it. */
  private evict(keep: K): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.budget) return;
      if (key === keep) continue;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }
}
