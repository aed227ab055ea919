/**
 * Runs `task(n)` for n = 0 … count-1, `concurrency` at a time (a new one starts as each ends), and
 * resolves with the results in the order of n.
 */
export async function inParallel<T>(count: number, concurrency: number, task: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, count)) }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await task(n);
      }
    }),
  );
  return results;
}
