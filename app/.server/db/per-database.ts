import type { Db } from "./client";

/**
 * A value that belongs to one database (a cache of its rows, an object holding its client): made
 * on first use, and gone with the database. A process whose database is replaced (reopened, or a
 * test file's own) never reads one database's value for another.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const values = new WeakMap<Db, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make(db);
      values.set(db, value);
    }
    return value;
  };
}
