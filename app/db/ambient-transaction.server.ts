import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "./client.server.ts";

interface OpenTransaction {
  tx: Database;
  committed: (() => void)[];
}

const open = new AsyncLocalStorage<OpenTransaction>();

/**
 * The database, but every transaction opened through it is visible to `currentExecutor` in the
 * code it calls. It is handed to a library that opens transactions and calls back into ours
 * (Better Auth around a sign-up), so that the callbacks' writes join the transaction: committed
 * together with it or not at all. On the embedded database, which runs one transaction at a time,
 * a callback writing outside it would even wait for it forever.
 */
export function withAmbientTransactions(db: Database): Database {
  const transaction: Database["transaction"] = async (run, config) => {
    const committed: (() => void)[] = [];
    const result = await db.transaction((tx) => open.run({ tx, committed }, () => run(tx)), config);
    for (const callback of committed) callback();
    return result;
  };
  return new Proxy(db, {
    get: (target, property, receiver) =>
      property === "transaction" ? transaction : Reflect.get(target, property, receiver),
  });
}

/** The transaction this code runs inside (opened through `withAmbientTransactions`), or `db`. */
export function currentExecutor(db: Database): Database {
  return open.getStore()?.tx ?? db;
}

/** Runs `callback` once the current transaction has committed; at once outside a transaction. */
export function afterCommit(callback: () => void) {
  const current = open.getStore();
  if (current) current.committed.push(callback);
  else callback();
}
