// Records keyed by names that come from the data (a quality of FED, a key of an HCG summary, a column of lb.csv):
// `obj[key] = v` with the key `__proto__` would set the object's prototype instead of storing the value, so such
// a value would vanish and the object would answer for keys it does not have.

/** Stores `value` under `key` as an own, enumerable property, whatever the key (`__proto__` included). */
export function setOwn<T>(obj: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The value a lookup table holds for a key of its own (never one inherited from Object.prototype). */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
