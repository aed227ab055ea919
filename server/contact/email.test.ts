// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildEnquiryEmail, escapeHtml } from "./email";
import { backoffMs } from "./outbox";
import { signWebhook } from "./webhook";

const enquiry = {
  id: "0b6f7d1e-3c1a-4d7e-9a55-2f1e0c9d8b7a",
  createdAt: new Date("2026-03-02T09:30:00Z"),
  fullName: `Eve "<script>alert(1)</script>"`,
  company: "Acme & Sons",
  email: "eve@acme.example",
  telephone: null,
  message: "<img src=x onerror=alert(1)>\nSecond line",
};

describe("enquiry email", () => {
  const mail = buildEnquiryEmail(enquiry, {
    to: "hello@lumenandlark.example",
    from: "site@lumenandlark.example",
    siteUrl: "https://www.lumenandlark.example",
  });

  it("escapes every value the visitor typed in the HTML part", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("Acme &amp; Sons");
  });

  it("has a plain-text part, Reply-To the enquirer and a Message-ID derived from the enquiry", () => {
    expect(mail.text).toContain("Second line");
    expect(mail.replyTo).toEqual({ name: enquiry.fullName, address: "eve@acme.example" });
    expect(mail.messageId).toBe(`<enquiry.${enquiry.id}@www.lumenandlark.example>`);
    expect(
      buildEnquiryEmail(enquiry, {
        to: "a@b.example",
        from: "c@d.example",
        siteUrl: "https://www.lumenandlark.example",
      }).messageId,
    ).toBe(mail.messageId);
  });

  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
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

  it("with the defaults, keeps retrying through more than a day", () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 72 * 3_600_000) elapsed += backoffMs(++attempts, 30_000, 3_600_000, () => 0);
    expect(attempts).toBeGreaterThan(24);
  });
});

describe("webhook signature", () => {
  it("is an HMAC-SHA256 over the timestamp and body (checked against openssl)", () => {
    expect(signWebhook("secret", "1700000000", '{"a":1}')).toBe(
      "sha256=49f24e537407743fa4a0242bb63b94b9a47ee99cbbe071ccd8a22550ae411686",
    );
  });
});
