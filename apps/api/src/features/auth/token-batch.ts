import type { Deps } from '../../deps';
import type { AlongsideKind, AlongsideRead } from '../../db/alongside';
import { findActiveTokens, type FoundToken } from './auth-repository';

/** At most this many distinct tokens in one statement; a larger batch is split. */
const MAX_TOKENS_PER_STATEMENT = 100;

/** The lookups of one token in a batch share its `user` row: nothing writes to a request's user. */
type BatchedToken = FoundToken & { also: unknown };

type Waiting = {
  tokenHash: string;
  alongside: AlongsideRead | undefined;
  resolve: (found: BatchedToken | undefined) => void;
  reject: (error: unknown) => void;
};

/**
 * The bearer-token lookups asked for during one turn of the event loop, read by one statement
 * (findActiveTokens) at the end of the turn (issue #9): under load, the requests that arrived
 * together share one round trip to the database instead of one each, and a lone request waits for
 * nothing but the end of the current turn. Nothing is kept between batches: each lookup reads
 * what was committed before its request arrived, as a statement of its own would.
 */
class TokenBatch {
  #waiting: Waiting[] = [];

  constructor(readonly deps: Pick<Deps, 'db' | 'now'>) {}

  /** The live token with this hash and its user, and `alongside` read with it; else undefined. */
  find(tokenHash: string, alongside?: AlongsideRead): Promise<BatchedToken | undefined> {
    return new Promise((resolve, reject) => {
      const first = this.#waiting.length === 0;
      this.#waiting.push({ tokenHash, alongside, resolve, reject });
      if (first) setImmediate(() => this.#flush());
    });
  }

  #flush(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    let chunk: Waiting[] = [];
    const hashes = new Set<string>();
    for (const one of waiting) {
      if (!hashes.has(one.tokenHash) && hashes.size === MAX_TOKENS_PER_STATEMENT) {
        void this.#read(chunk);
        chunk = [];
        hashes.clear();
      }
      hashes.add(one.tokenHash);
      chunk.push(one);
    }
    void this.#read(chunk);
  }

  async #read(chunk: Waiting[]): Promise<void> {
    const hashes = [...new Set(chunk.map((one) => one.tokenHash))];
    const alongside = new Map<AlongsideKind, Set<number>>();
    for (const { alongside: read } of chunk) {
      if (!read || !Number.isSafeInteger(read.id) || read.id <= 0) continue;
      const ids = alongside.get(read.kind) ?? new Set();
      alongside.set(read.kind, ids.add(read.id));
    }
    try {
      const { tokens, also } = await findActiveTokens(
        this.deps.db,
        hashes,
        this.deps.now(),
        new Map([...alongside].map(([kind, ids]) => [kind, [...ids]])),
      );
      for (const { tokenHash, alongside: read, resolve } of chunk) {
        const found = tokens.get(tokenHash);
        if (!found) resolve(undefined);
        else
          resolve({ ...found, also: read ? (also.get(read.kind)?.[read.id] ?? null) : undefined });
      }
    } catch (error) {
      for (const { reject } of chunk) reject(error);
    }
  }
}

const batches = new WeakMap<Pick<Deps, 'db' | 'now'>, TokenBatch>();

/** The app's batch of token lookups (one per Deps: its database and its clock). */
export function tokenBatchOf(deps: Pick<Deps, 'db' | 'now'>): TokenBatch {
  let batch = batches.get(deps);
  if (!batch) batches.set(deps, (batch = new TokenBatch(deps)));
  return batch;
}
