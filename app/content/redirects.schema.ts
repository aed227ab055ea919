import { z } from "zod";
import { canonicalPathOf } from "~/lib/canonical-path";
import { ContentError, parseContent } from "./collection";

export const REDIRECTS_FILE = "content/redirects.yaml";

/**
 * The characters a path may hold once written in full: RFC 3986's path characters, with anything else
 * percent-encoded in lower case (`/caf%c3%a9`). The server compares a request's path as it arrives,
 * still encoded, so a path written any other way would never match.
 */
const PATH_CHARACTERS = /^\/(?:[a-z0-9\-._~!$&'()*+,;=:@/]|%[0-9a-f]{2})*$/;

const RESERVED = [/^\/api(?:\/|$)/, /^\/assets(?:\/|$)/, /^\/healthz$/];

/** What is wrong with a from or gone path, or null when it is in the canonical form the server matches. */
export function pathProblem(path: string): string | null {
  if (!path.startsWith("/")) return "must be a path on this site, starting with /";
  if (/[?#]/.test(path)) return "must be a path alone: the server matches no ?query or #fragment";
  const canonical = canonicalPathOf(path);
  if (canonical !== path)
    return `must be written in the canonical form "${canonical}" (lower case, no trailing slash), the only form the server matches`;
  if (!PATH_CHARACTERS.test(path))
    return "may hold only letters, digits, / and - . _ ~ ! $ & ' ( ) * + , ; = : @, with anything else percent-encoded (%20 for a space)";
  if (RESERVED.some((reserved) => reserved.test(path)))
    return "is a path the server answers itself (the API, assets or health check), which no redirect may take over";
  return null;
}

export const targetPath = (to: string) => to.replace(/[?#].*$/, "");

/** A site path in canonical form (no second hop; never // or /\, another host to a browser), or https://. */
export function targetProblem(to: string): string | null {
  if (to.startsWith("/")) {
    if (/^\/[/\\]/.test(to)) return "must not start with // or /\\, which a browser reads as another site";
    if (/[\s\\]/.test(to)) return "must hold no spaces or backslashes: percent-encode them (%20, %5c)";
    const path = targetPath(to);
    const canonical = canonicalPathOf(path);
    if (canonical !== path)
      return `must name the page in its canonical form "${canonical}${to.slice(path.length)}" (lower case, no trailing slash), or visitors take a second redirect`;
    return null;
  }
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return "must be a path on this site (/new-path) or an https:// address";
  }
  if (url.protocol !== "https:") return "must be a path on this site (/new-path) or an https:// address";
  if (url.username || url.password) return "must not carry a user name or password";
  if (/\s/.test(to)) return "must hold no spaces: percent-encode them (%20)";
  return null;
}

const checked = (field: string, problemOf: (value: string) => string | null) =>
  z.string({ error: `${field} is required` }).superRefine((value, context) => {
    const problem = problemOf(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
const canonicalPath = (field: string) => checked(field, pathProblem);

export const redirectSchema = z.strictObject({
  from: canonicalPath("from"),
  to: checked("to", targetProblem),
  /** 301 (moved for good) by default; 308 also keeps the method and body of a form post. */
  status: z
    .preprocess(
      (status) => (typeof status === "string" && /^\d{3}$/.test(status) ? Number(status) : status),
      z.union([z.literal(301), z.literal(308)], { error: "status is 301 or 308" }),
    )
    .default(301),
});

const list = <Item extends z.ZodType>(item: Item) =>
  z.preprocess((value) => value ?? [], z.array(item, { error: "must be a list" }));

export const redirectsSchema = z
  .strictObject({
    redirects: list(redirectSchema),
    gone: list(canonicalPath("a gone path")),
  })
  .superRefine(({ redirects, gone }, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
    const froms = redirects.map((redirect) => redirect.from);
    froms.forEach((from, index) => {
      const first = froms.indexOf(from);
      if (first < index)
        issue(
          ["redirects", index, "from"],
          `${from} already redirects (redirects.${first}): a path redirects to one place`,
        );
    });
    gone.forEach((path, index) => {
      if (gone.indexOf(path) < index) issue(["gone", index], `${path} is listed as gone twice`);
      if (froms.includes(path))
        issue(
          ["gone", index],
          `${path} also redirects (redirects.${froms.indexOf(path)}): a path either redirects or is gone`,
        );
    });
    redirects.forEach(({ from, to }, index) => {
      const target = targetPath(to);
      if (!to.startsWith("/")) return;
      if (target === from) issue(["redirects", index, "to"], `${from} redirects to itself`);
      else if (froms.includes(target))
        issue(
          ["redirects", index, "to"],
          `${target} redirects again (redirects.${froms.indexOf(target)}): point ${from} at the final page, so there is no chain or loop`,
        );
      else if (gone.includes(target))
        issue(
          ["redirects", index, "to"],
          `${target} is gone (gone.${gone.indexOf(target)}): point ${from} at a page that exists`,
        );
    });
  });

export type Redirects = z.output<typeof redirectsSchema>;

/** A file whose every line is a comment parses to null: no redirects yet. */
export function parseRedirects(data: unknown, file = REDIRECTS_FILE): Redirects {
  return parseContent(redirectsSchema, data ?? {}, `The redirects file (${file})`);
}

/** At build: no redirect or gone entry may hide a page, and a redirect on this site lands on one. */
export function checkAgainstPages({ redirects, gone }: Redirects, pages: Iterable<string>, file = REDIRECTS_FILE) {
  const known = new Set(pages);
  const problems = [
    ...redirects.flatMap(({ from, to }, index) => [
      ...(known.has(from) ? [`  - redirects.${index}.from: ${from} is a page of the site; it cannot redirect`] : []),
      ...(to.startsWith("/") && !known.has(targetPath(to))
        ? [`  - redirects.${index}.to: ${targetPath(to)} is not a page of the site`]
        : []),
    ]),
    ...gone.flatMap((path, index) =>
      known.has(path) ? [`  - gone.${index}: ${path} is a page of the site; it cannot be gone`] : [],
    ),
  ];
  if (problems.length)
    throw new ContentError(
      `The redirects file (${file}) does not agree with the site's pages:\n${problems.join("\n")}`,
    );
}
