/**
 * `convert`, with its last `limit` results kept by their argument (least recently used dropped
 * first), for pure conversions that the same inputs ask for again and again.
 */
export function remembered<T>(convert: (key: string) => T, limit: number): (key: string) => T {
  const results = new Map<string, T>();
  return (key) => {
    if (results.has(key)) {
      const result = results.get(key) as T;
      results.delete(key); // moved to the most recent end
      results.set(key, result);
      return result;
    }
    const result = convert(key);
    if (results.size >= limit) results.delete(results.keys().next().value!);
    results.set(key, result);
    return result;
  };
}
