// @vitest-environment node
import { createHash, generateKeyPairSync, type KeyObject, verify } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { enquiryCopy } from "~/content/enquiry-operations";
import { storedEnquiry } from "../../tests/support/enquiry";
import { TestSmtpServer } from "../../tests/support/smtp";
import { createLogger } from "../logger";
import { backoffMs, emailSender, signWebhook } from "./delivery";
import { buildDeadDeliveryAlert, buildEnquiryEmail, buildReminderEmail, type Mail } from "./emails";

// Each test runs the pipeline end to end (a store, SMTP, rendered emails): seconds, more on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const enquiry = storedEnquiry(1, {
  fullName: `Eve "<script>alert(1)</script>"`,
  company: "Acme & Sons",
  email: "eve@acme.example",
  telephone: "",
  message: "<img src=x onerror=alert(1)>\nSecond line",
  attribution: {
    page: "/paid-media-ppc-management",
    last: {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "<b>spring</b>",
      gclid: true,
      landing: "/brand-strategy-positioning",
      date: "2026-03-01",
    },
    first: { referrer: "www.linkedin.com", landing: "/", date: "2026-02-20" },
  },
});
const options = {
  to: "hello@lumenandlark.example",
  from: "site@lumenandlark.example",
  siteUrl: "https://www.lumenandlark.example",
  answerUrl: "https://www.lumenandlark.example/answered/abc",
  reminderHours: 20,
};

describe("enquiry email", () => {
  let mail: Mail;
  beforeAll(async () => {
    mail = await buildEnquiryEmail(enquiry, options);
  });

  it("escapes every value the visitor typed in the HTML part", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>spring");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("Acme &amp; Sons");
  });

  it("has a plain-text part, Reply-To the enquirer and a Message-ID derived from the enquiry", async () => {
    expect(mail.text).toContain("onerror=alert(1)>\nSecond line");
    expect(mail.text).toMatch(/Telephone\s+not given/);
    expect(mail.replyTo).toEqual({ name: enquiry.fullName, address: "eve@acme.example" });
    expect(mail.messageId).toBe(`<enquiry.${enquiry.id}@www.lumenandlark.example>`);
    const other = await buildEnquiryEmail(enquiry, { ...options, to: "a@b.example", from: "c@d.example" });
    expect(other.messageId).toBe(mail.messageId);
  });

  it("has a Source block: the source, the page it was sent from, and both touches", () => {
    const { labels } = enquiryCopy.source;
    for (const part of [mail.text, mail.html]) {
      for (const text of [labels.heading, "google / cpc", "/paid-media-ppc-management", "www.linkedin.com (referral)"])
        expect(part).toContain(text);
      expect(part).toContain("Google Ads");
    }
    expect(mail.text).toMatch(new RegExp(`${labels.campaign}\\s+<b>spring</b>`));
  });

  it("says when nothing was recorded, for a visitor who gave no consent", async () => {
    const plain = await buildEnquiryEmail({ ...enquiry, attribution: { page: "/" } }, options);
    const { labels, notRecorded } = enquiryCopy.source;
    expect(plain.text).toMatch(new RegExp(`${labels.source}\\s+${notRecorded.replace(/[()]/g, "\\$&")}`));
    expect(plain.text).not.toContain(labels.landed);
  });

  it("carries the signed link to mark it answered, and the reply's deadline in London time", () => {
    expect(mail.text).toMatch(new RegExp(`${enquiryCopy.enquiryEmail.markAnswered}\\s→ ${options.answerUrl}`));
    expect(mail.html).toContain(`href="${options.answerUrl}"`);
    // 24 hours after 09:30 UTC on 2 March: London is on GMT.
    expect(mail.text).toContain("Tue, 3 Mar 2026, 09:30 GMT");
  });

  it("has a reminder of its own, once per enquiry: its own Message-ID, the deadline and the link", async () => {
    const reminder = await buildReminderEmail({ ...enquiry, createdAt: new Date("2026-07-01T08:00:00Z") }, options);
    expect(reminder.messageId).toBe(`<reminder.${enquiry.id}@www.lumenandlark.example>`);
    expect(reminder.subject).toContain("Thu, 2 Jul 2026, 09:00 BST");
    expect(reminder.text).toContain(options.answerUrl);
    expect(reminder.html).not.toContain("<script>");
  });

  it("raises the alarm about a dead delivery by reference, with the command that sends it again", async () => {
    const dead = { enquiryId: enquiry.id, channel: "webhook" as const, attempts: 3, error: "webhook answered 410" };
    const alarm = await buildDeadDeliveryAlert(dead, options);
    expect(alarm.messageId).toBe(`<alert.webhook.${enquiry.id}@www.lumenandlark.example>`);
    expect(alarm.text).toContain(`npm run enquiries -- retry --id ${enquiry.id}`);
    expect(alarm.text).toContain("webhook answered 410");
    expect(alarm.text).not.toContain("Eve");
  });
});

describe("retry back-off", () => {
  it("doubles from the base, stays within the cap, and is jittered into the upper half", () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffMs(30, 1000, 60_000, () => 1)).toBe(60_000);
    expect(backoffMs(30, 1000, 60_000, () => 0)).toBe(30_000);
  });
});

describe("webhook signature", () => {
  it("is an HMAC-SHA256 over the timestamp and body (checked against openssl)", () => {
    expect(signWebhook("secret", "1700000000", '{"a":1}')).toBe(
      "sha256=49f24e537407743fa4a0242bb63b94b9a47ee99cbbe071ccd8a22550ae411686",
    );
  });
});

/** Tag list of a DKIM-Signature header (RFC 6376 3.2), whitespace removed. */
function dkimTags(value: string) {
  return Object.fromEntries(
    value
      .replace(/\s+/g, "")
      .split(";")
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf("=")), tag.slice(tag.indexOf("=") + 1)]),
  ) as Record<string, string>;
}

/**
 * Checks a message's DKIM signature as a receiving server would, with relaxed/relaxed
 * canonicalisation (RFC 6376 3.4.2 and 3.4.4), against the public key that would be in DNS.
 */
function verifyDkim(raw: string, publicKey: KeyObject) {
  const split = raw.indexOf("\r\n\r\n");
  const fields = raw
    .slice(0, split)
    .split(/\r\n(?![ \t])/)
    .map((field) => ({ name: field.slice(0, field.indexOf(":")).trim().toLowerCase(), field }));
  const relaxed = ({ name, field }: { name: string; field: string }) =>
    `${name}:${field
      .slice(field.indexOf(":") + 1)
      .replace(/\r\n/g, "")
      .replace(/[ \t]+/g, " ")
      .trim()}`;
  const signature = fields.find((f) => f.name === "dkim-signature")!;
  const tags = dkimTags(signature.field.slice(signature.field.indexOf(":") + 1));

  const body = `${raw
    .slice(split + 4)
    .split("\r\n")
    .map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""))
    .join("\r\n")
    .replace(/(\r\n)*$/, "")}\r\n`;
  const bodyHashMatches = createHash("sha256").update(body).digest("base64") === tags.bh;

  const unused = [...fields];
  const signed = tags.h!.split(":").flatMap((name) => {
    const index = unused.findLastIndex((f) => f.name === name.toLowerCase());
    return index === -1 ? [] : [`${relaxed(unused.splice(index, 1)[0]!)}\r\n`];
  });
  const withoutB = relaxed({ ...signature, field: signature.field.replace(/(\bb=)[^;]*/, "$1") });
  const data = `${signed.join("")}${withoutB}`;
  return {
    tags,
    bodyHashMatches,
    signatureMatches: verify("sha256", Buffer.from(data), publicKey, Buffer.from(tags.b!, "base64")),
  };
}

describe("DKIM signing over SMTP", () => {
  const smtp = new TestSmtpServer();
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }) as string;
  const message = async (id: string) =>
    buildEnquiryEmail({ ...enquiry, id }, { ...options, from: "website@lumenandlark.example" });

  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it("signs with the configured domain and selector, verifiably with the public key", async () => {
    const id = "11111111-2222-4333-8444-555555555555";
    const DKIM = { domainName: "lumenandlark.example", keySelector: "mail2026", privateKey: pem };
    const sender = emailSender({ SMTP_URL: smtp.url, DKIM, DATA_DIR: "" }, createLogger("silent"));
    try {
      await sender.send(await message(id), id);
    } finally {
      sender.close();
    }
    const raw = smtp.received.find((mail) => mail.enquiryId === id)!.raw;
    expect(raw).toMatch(/^DKIM-Signature:/m);
    const { tags, bodyHashMatches, signatureMatches } = verifyDkim(raw, publicKey);
    expect(tags).toMatchObject({ v: "1", a: "rsa-sha256", d: "lumenandlark.example", s: "mail2026" });
    expect(tags.h!.toLowerCase().split(":")).toEqual(expect.arrayContaining(["from", "to", "subject", "message-id"]));
    expect(bodyHashMatches).toBe(true);
    expect(signatureMatches).toBe(true);
    // A changed message no longer verifies.
    expect(verifyDkim(raw.replace("From: website@", "From: webmaster@"), publicKey).signatureMatches).toBe(false);
    expect(verifyDkim(raw.replace("Second line", "Second lime"), publicKey).bodyHashMatches).toBe(false);
  });

  it("sends no signature when DKIM is not configured", async () => {
    const id = "66666666-7777-4888-8999-000000000000";
    const sender = emailSender({ SMTP_URL: smtp.url, DKIM: null, DATA_DIR: "" }, createLogger("silent"));
    try {
      await sender.send(await message(id), id);
    } finally {
      sender.close();
    }
    const raw = smtp.received.find((mail) => mail.enquiryId === id)!.raw;
    expect(raw).toMatch(new RegExp(`^Message-ID:\\s+<enquiry\\.${id}@www\\.lumenandlark\\.example>`, "m"));
    expect(raw).not.toMatch(/^DKIM-Signature:/im);
  });
});
