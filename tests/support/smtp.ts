import { SMTPServer } from "smtp-server";

export type ReceivedMail = { messageId: string; enquiryId: string; raw: string };

/** An SMTP server on loopback that keeps what it receives; restartable on its port, or set to refuse (5xx). */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  rejectWith: { code: number; message: string } | null = null;
  private server: SMTPServer | null = null;

  /** Port 0 takes a free port on first start and keeps it, so a restart comes back at the same address. */
  constructor(public port = 0) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (this.rejectWith) {
            const error = Object.assign(new Error(this.rejectWith.message), { responseCode: this.rejectWith.code });
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          this.received.push({
            raw,
            messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "",
            enquiryId: /^X-Enquiry-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "",
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    // A client killed mid-conversation resets its connection; that is the client's failure, not the server's.
    server.on("error", () => {});
    const address = (server as unknown as { server: import("node:net").Server }).server.address();
    if (address && typeof address === "object") this.port = address.port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How many times each enquiry arrived. */
  countsByEnquiry() {
    const counts = new Map<string, number>();
    for (const mail of this.received) counts.set(mail.enquiryId, (counts.get(mail.enquiryId) ?? 0) + 1);
    return counts;
  }
}
