import { describe, expect, it } from "vitest";
import { Batcher } from "./batcher";

describe("batcher", () => {
  it("writes items that arrive together as one batch, and queues later ones behind a write in flight", async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(
      async (items) => {
        batches.push(items);
        await new Promise((resolve) => setTimeout(resolve, 10));
        return items.map((n) => n * 2);
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const first = [1, 2, 3].map((n) => batcher.push(n));
    await new Promise((resolve) => setImmediate(resolve));
    const second = [4, 5].map((n) => batcher.push(n));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const third = [6].map((n) => batcher.push(n));
    expect(await Promise.all([...first, ...second, ...third])).toEqual([2, 4, 6, 8, 10, 12]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it("retries a failed batch item by item, so one bad item fails alone", async () => {
    const batcher = new Batcher<number, number>(
      async (items) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (items.includes(3)) throw new Error("bad item");
        return items;
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => batcher.push(n)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
  });
});
