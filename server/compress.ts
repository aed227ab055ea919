import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Past a megabyte (the browser editor's code, which visitors never load), brotli 11 takes seconds; 9 a fraction. */
const LARGE_FILE_BYTES = 1024 * 1024;

const brotliOptions = (body: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/**
 * The forms made as an answer is made: gzip 9, and brotli 5 (about 1 ms a page, and a sixth larger than brotli's
 * best) for one sent again, each only when smaller than the body. `bestBrotli` makes the best form later.
 */
export function compressFast(body: Buffer, encodings: Encoding[]): Partial<Record<Encoding, Buffer>> {
  const forms = encodings.map((encoding) => {
    const form = encoding === "br" ? brotliCompressSync(body, brotliOptions(body, 5)) : gzipSync(body, { level: 9 });
    return [encoding, form] as const;
  });
  return Object.fromEntries(forms.filter(([, form]) => form.length < body.length));
}

/** Brotli at its best (11, or 9 past a megabyte), off the event loop in libuv's thread pool: ~50 ms a 35 KB page. */
export function bestBrotli(body: Buffer): Promise<Buffer> {
  const quality = body.length > LARGE_FILE_BYTES ? 9 : 11;
  return new Promise((resolve, reject) =>
    brotliCompress(body, brotliOptions(body, quality), (error, result) => (error ? reject(error) : resolve(result))),
  );
}
