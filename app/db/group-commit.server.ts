import type { Database } from "./client.server.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface GroupCommit<Item, Result> {
  /** Resolves once the item's transaction has committed, with what the batch writer said of it. */
  submit(item: Item): Promise<Result>;
}

/**
 * Group commit for one kind of write. An item is written on the next turn of the event loop,
 * together with every item that arrived in the same turn; items that arrive while a transaction
 * is open wait and are then written together in the next one. At low load nothing waits longer
 * than that turn; under load, many requests share each transaction's statements and its commit,
 * which is most of what a small write costs (a flush to disk on PostgreSQL, a pass through the
 * WebAssembly engine per statement on the embedded database). The embedded engine runs a
 * transaction without ever yielding to the event loop, so there the turn is what lets requests
 * that arrive together meet at all.
 *
 * `writeBatch` gets the items in arrival order and returns one result per item. When a batch of
 * several fails, each of its items is tried again in a transaction of its own, so one bad item
 * (a row a concurrent request just removed, say) fails alone.
 */
export function createGroupCommit<Item, Result>(
  db: Database,
  writeBatch: (tx: Transaction, items: readonly Item[]) => Promise<Result[]>,
  { maxBatch = 100 }: { maxBatch?: number } = {},
): GroupCommit<Item, Result> {
  interface Waiting {
    item: Item;
    resolve(result: Result): void;
    reject(error: unknown): void;
  }
  let waiting: Waiting[] = [];
  /** A write is scheduled or under way; new items join its queue. */
  let writing = false;

  async function write(batch: Waiting[]) {
    const items = batch.map((entry) => entry.item);
    const results = await db.transaction(async (tx) => {
      const written = await writeBatch(tx, items);
      if (written.length !== items.length) {
        throw new Error(`The batch writer returned ${written.length} results for ${items.length}`);
      }
      return written;
    });
    batch.forEach((entry, index) => entry.resolve(results[index]!));
  }

  async function writeAll() {
    try {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, maxBatch);
        waiting = waiting.slice(maxBatch);
        try {
          await write(batch);
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else for (const entry of batch) await write([entry]).catch(entry.reject);
        }
      }
    } finally {
      writing = false;
    }
  }

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (writing) return;
        writing = true;
        setImmediate(() => void writeAll());
      });
    },
  };
}
