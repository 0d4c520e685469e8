/**
 * `table[key]` when `key` is one of the table's own entries, else undefined.
 * SDKs send names like `constructor`, `__proto__` or `toString`; a plain
 * `table[key]` would find Object.prototype's members behind those, so every
 * lookup of sent text in a table goes through here.
 * @example ownEntry({ convo: 'thread' }, 'constructor') // undefined
 */
export function ownEntry<T extends object>(table: T, key: string): T[keyof T] | undefined {
  return Object.hasOwn(table, key) ? table[key as keyof T] : undefined;
}
