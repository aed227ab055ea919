import { chmodSync, unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * The operations socket: a Unix domain socket in the data folder, readable and writable by the
 * server's own user only (mode 0600). One JSON request line in, one JSON answer line out, then the
 * connection closes. Nothing listens on a TCP port and nothing is reachable over HTTP.
 */
export const SOCKET_NAME = "admin.sock";

/** Large enough for a restore of a year's enquiries; anything bigger is refused, not buffered. */
const MAX_REQUEST_BYTES = 256 * 1024 * 1024;

export function socketPath(dataDir: string) {
  return path.join(path.resolve(dataDir), SOCKET_NAME);
}

type Answer = { ok: true; result: unknown } | { ok: false; error: string };

export type SocketServer = { close(): Promise<void> };

function removeFile(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/**
 * Listens on `file`, replacing a socket file left by a process that died (the caller holds the data
 * folder's lock, so no live process owns it). `handle` answers a parsed request; a thrown error's
 * message goes back to the CLI. `close` stops listening, waits for commands in progress and removes
 * the file.
 */
export async function listenOnSocket(file: string, handle: (request: unknown) => Promise<unknown>) {
  removeFile(file);
  const inProgress = new Set<Promise<void>>();
  let closing = false;
  const connections = new Set<net.Socket>();
  const server = net.createServer((connection) => {
    connections.add(connection);
    connection.on("close", () => connections.delete(connection));
    connection.on("error", () => connection.destroy());
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        connection.off("data", onData);
        connection.end(`${JSON.stringify({ ok: false, error: "The request is too large." })}\n`);
        return;
      }
      const newline = chunk.indexOf(0x0a);
      if (newline === -1) {
        chunks.push(chunk);
        return;
      }
      chunks.push(chunk.subarray(0, newline));
      connection.off("data", onData);
      const task = answer(Buffer.concat(chunks).toString("utf8")).then((reply) => {
        if (!connection.destroyed) connection.end(`${JSON.stringify(reply)}\n`);
      });
      inProgress.add(task);
      void task.finally(() => inProgress.delete(task));
    };
    connection.on("data", onData);
  });

  const answer = async (line: string): Promise<Answer> => {
    if (closing) return { ok: false, error: "The server is shutting down; run the command again once it has stopped." };
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return { ok: false, error: "The request is not JSON." };
    }
    try {
      return { ok: true, result: await handle(request) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };

  // The mask applies while the socket file is created, so it is never open to others, even briefly.
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } finally {
    process.umask(previousMask);
  }
  chmodSync(file, 0o600);

  return {
    async close() {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...inProgress]);
      // Answers already written are flushed; a connection still open after a moment is cut.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      for (const connection of connections) connection.destroy();
      await closed;
      removeFile(file);
    },
  } satisfies SocketServer;
}

export class SocketUnavailableError extends Error {
  override name = "SocketUnavailableError";
}

/**
 * Sends one request and returns the answer's result; throws with the server's message when it
 * refused. Throws SocketUnavailableError when nothing listens on `file`.
 */
export async function sendOverSocket(file: string, request: unknown): Promise<unknown> {
  const reply = await new Promise<string>((resolve, reject) => {
    const connection = net.createConnection(file);
    const chunks: Buffer[] = [];
    connection.on("connect", () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on("data", (chunk: Buffer) => chunks.push(chunk));
    connection.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    connection.on("error", (error: NodeJS.ErrnoException) => {
      if (["ENOENT", "ECONNREFUSED", "ENOTSOCK", "EINVAL"].includes(error.code ?? "")) {
        reject(new SocketUnavailableError(`nothing answers on ${file}`));
      } else reject(error);
    });
  });
  let answer: Answer;
  try {
    answer = JSON.parse(reply) as Answer;
  } catch {
    throw new Error("The server closed the operations socket without an answer (did it stop?).");
  }
  if (!answer.ok) throw new Error(answer.error);
  return answer.result;
}
