import { compressText, type Encoding } from '../../plugins/compression';

/**
 * A GET calendar/{id} answer as it was sent (docs/decisions/0014-calendar-answer-cache.md): the
 * JSON text and its compressed forms, and what says whether it is still the answer.
 */
export type CalendarAnswer = {
  /** listings.calendar_version when the rows were read (the same statement). */
  version: number;
  ownerId: number;
  /**
   * Epoch ms from which a time-based rule changes the answer: a counted hold's expiry, the
   * listing's next local midnight for a window from today; else Infinity.
   */
  validUntil: number;
  json: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

/** A few hundred answers of 366 days (≈ 60 KB of JSON and 5–10 KB compressed each). */
const CACHE_MAX_ENTRIES = 300;
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A bounded least-recently-used map of answers, one per app (process). It never decides alone
 * whether an answer is current: the caller compares the version, owner and time first.
 */
export class CalendarAnswerCache {
  readonly #entries = new Map<string, { answer: CalendarAnswer; bytes: number }>();
  #bytes = 0;

  constructor(
    readonly maxEntries = CACHE_MAX_ENTRIES,
    readonly maxBytes = CACHE_MAX_BYTES,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CalendarAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.answer;
  }

  /** Keeps `answer` unless a newer version of the same key is already kept. */
  set(key: string, answer: CalendarAnswer): void {
    const old = this.#entries.get(key);
    if (old && old.answer.version > answer.version) return;
    this.#remove(key);
    // The compressed forms are a fraction of the text: counted as a third of it, up front.
    const bytes = Math.ceil(answer.json.length * (4 / 3)) + key.length;
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { answer, bytes });
    this.#bytes += bytes;
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/** The answer's body in `encoding`, compressed on first use and kept with the answer. */
export function encodedBody(answer: CalendarAnswer, encoding: Encoding): Promise<Buffer> {
  answer.encoded[encoding] ??= compressText(answer.json, encoding);
  return answer.encoded[encoding];
}
