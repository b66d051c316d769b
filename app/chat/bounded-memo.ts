/**
 * `compute` remembered for the last `size` distinct keys, so a burst of the same input costs
 * one computation while memory stays bounded: when full, the oldest key is forgotten first.
 */
export function boundedMemo<Value>(size: number, compute: (key: string) => Value) {
  const remembered = new Map<string, Value>();
  return (key: string): Value => {
    if (remembered.has(key)) return remembered.get(key) as Value;
    const value = compute(key);
    if (remembered.size >= size) remembered.delete(remembered.keys().next().value ?? "");
    remembered.set(key, value);
    return value;
  };
}
