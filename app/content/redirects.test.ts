// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkAgainstPages, parseRedirects, REDIRECTS_FILE } from "./redirects.schema";

/** The error a file with these entries fails with, or "" when it is valid. */
function errorFor(data: unknown) {
  try {
    parseRedirects(data);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

const redirect = (from: string, to: string, extra: Record<string, unknown> = {}) => ({ from, to, ...extra });

describe("the redirects file", () => {
  it("reads a valid file, with 301 when no status is given", () => {
    const parsed = parseRedirects({
      redirects: [
        redirect("/old-services", "/case-studies"),
        redirect("/press/2024-kit", "https://press.example.com/kit?lang=en", { status: 308 }),
        redirect("/caf%c3%a9", "/blog#latest"),
      ],
      gone: ["/careers"],
    });
    expect(parsed.redirects.map((entry) => entry.status)).toEqual([301, 308, 301]);
    expect(parsed.gone).toEqual(["/careers"]);
  });

  it("reads empty lists, lists with every entry commented out, and a file of comments alone", () => {
    expect(parseRedirects({ redirects: [], gone: [] })).toEqual({ redirects: [], gone: [] });
    expect(parseRedirects({ redirects: null, gone: null })).toEqual({ redirects: [], gone: [] });
    expect(parseRedirects(null)).toEqual({ redirects: [], gone: [] });
  });

  it.each([
    ["an upper-case from", { redirects: [redirect("/Old-Page", "/blog")] }, /0\.from: .*canonical form "\/old-page"/],
    ["no leading slash", { redirects: [redirect("old-page", "/blog")] }, /0\.from: must be a path on this site/],
    ["a query", { redirects: [redirect("/old?page=2", "/blog")] }, /redirects\.0\.from: .*no \?query/],
    ["a space", { redirects: [redirect("/old page", "/blog")] }, /redirects\.0\.from: .*percent-encoded/],
    ["a path the server keeps", { redirects: [redirect("/api/contact", "/blog")] }, /redirects\.0\.from: .*the API/],
    ["an http target", { redirects: [redirect("/old", "http://example.com/")] }, /redirects\.0\.to: .*https:\/\//],
    ["a javascript: target", { redirects: [redirect("/old", "javascript:alert(1)")] }, /0\.to: .*https:\/\//],
    ["a protocol-relative target", { redirects: [redirect("/old", "//evil.example")] }, /0\.to: .*another site/],
    ["a backslash target", { redirects: [redirect("/old", "/\\evil.example")] }, /redirects\.0\.to: .*another site/],
    ["a target with credentials", { redirects: [redirect("/old", "https://a:b@example.com/")] }, /0\.to: .*password/],
    ["a non-canonical target", { redirects: [redirect("/old", "/Blog/?x=1")] }, /redirects\.0\.to: .*"\/blog\?x=1"/],
    [
      "a from twice",
      { redirects: [redirect("/old", "/blog"), redirect("/old", "/")] },
      /1\.from: \/old already redirects/,
    ],
    [
      "a from that is gone",
      { redirects: [redirect("/old", "/blog")], gone: ["/old"] },
      /gone\.0: \/old also redirects/,
    ],
    ["a gone path listed twice", { gone: ["/old", "/old"] }, /gone\.1: \/old is listed as gone twice/],
    ["a redirect to itself", { redirects: [redirect("/old", "/old?x=1")] }, /0\.to: \/old redirects to itself/],
    [
      "a chain",
      { redirects: [redirect("/a", "/b"), redirect("/b", "/blog")] },
      /0\.to: \/b redirects again \(redirects\.1\)/,
    ],
    [
      "a loop",
      { redirects: [redirect("/a", "/b"), redirect("/b", "/a")] },
      /redirects\.0\.to: \/b redirects again[\s\S]*redirects\.1\.to: \/a redirects again/,
    ],
    ["a redirect to a gone path", { redirects: [redirect("/a", "/b")], gone: ["/b"] }, /redirects\.0\.to: \/b is gone/],
  ])("refuses %s, naming the field", (_case, data, message) => {
    const error = errorFor(data);
    expect(error).toContain(`The redirects file (${REDIRECTS_FILE}) is incomplete or invalid`);
    expect(error).toMatch(message);
  });

  it("refuses a redirect or gone path that is a page, and a redirect to a page the site lacks", () => {
    const pages = ["/", "/blog", "/case-studies"];
    const check = (data: unknown) => () => checkAgainstPages(parseRedirects(data), pages);
    expect(check({ redirects: [redirect("/old", "/blog")], gone: ["/withdrawn"] })).not.toThrow();
    expect(check({ redirects: [redirect("/blog", "/case-studies")] })).toThrow(
      /redirects\.0\.from: \/blog is a page of the site/,
    );
    expect(check({ gone: ["/case-studies"] })).toThrow(/gone\.0: \/case-studies is a page of the site/);
    expect(check({ redirects: [redirect("/old", "/blgo#top")] })).toThrow(
      /redirects\.0\.to: \/blgo is not a page of the site/,
    );
    expect(check({ redirects: [redirect("/old", "https://example.com/blgo")] })).not.toThrow();
  });
});
