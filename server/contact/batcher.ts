import { isUnavailableError } from "../db";

/**
 * Coalesces concurrent calls into batches: while one batch is being written,
 * new items queue, and they all go in the next one. Under load a request waits
 * for at most about two batch writes instead of for every request ahead of it.
 * If a batch fails for any reason other than the database being unreachable,
 * its items are retried one by one, so a single bad item cannot fail the rest.
 */
export class Batcher<In, Out> {
  private queue: { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly write: (items: In[]) => Promise<Out[]>,
    private readonly options: { maxBatch: number; maxInFlight: number },
  ) {}

  push(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Starts a batch once the requests that arrived together have all been
   * read (after the current turn of the event loop), so they share it rather
   * than the first going alone.
   */
  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.drain();
    });
  }

  private drain() {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.drain();
      });
    }
  }

  private async flush(batch: typeof this.queue) {
    try {
      const results = await this.write(batch.map((entry) => entry.item));
      for (const [index, entry] of batch.entries()) entry.resolve(results[index]!);
    } catch (error) {
      if (batch.length === 1 || isUnavailableError(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      await Promise.all(
        batch.map((entry) =>
          this.write([entry.item]).then(
            ([result]) => entry.resolve(result!),
            (singleError) => entry.reject(singleError),
          ),
        ),
      );
    }
  }
}
