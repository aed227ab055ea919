import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Past a megabyte (the editor's code), brotli 11 takes seconds; 9 a fraction. */
const LARGE_FILE_BYTES = 1024 * 1024;

const brotliOptions = (body: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/** Brotli 5 takes about 1 ms a page, a sixth larger than its best; each form only when smaller than the body. */
export function compressFast(body: Buffer, encodings: Encoding[]): Partial<Record<Encoding, Buffer>> {
  const forms = encodings.map((encoding) => {
    const form = encoding === "br" ? brotliCompressSync(body, brotliOptions(body, 5)) : gzipSync(body, { level: 9 });
    return [encoding, form] as const;
  });
  return Object.fromEntries(forms.filter(([, form]) => form.length < body.length));
}

/** Off the event loop, in libuv's thread pool: ~50 ms a 35 KB page. */
export function bestBrotli(body: Buffer): Promise<Buffer> {
  const quality = body.length > LARGE_FILE_BYTES ? 9 : 11;
  return new Promise((resolve, reject) =>
    brotliCompress(body, brotliOptions(body, quality), (error, result) => (error ? reject(error) : resolve(result))),
  );
}
