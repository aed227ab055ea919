import { z } from "zod";
import { copyText } from "./copy.schema";

/*
 * content/navigation.yaml: the navigation bar's section links and the footer's columns of links. The
 * browser takes the file as it is (app/config/site.ts), so this schema only checks and changes nothing;
 * it is checked with the other bundled copy as the server's build loads (copy.server.ts). That every
 * link leads to a page of the site is checked against the page registry by a unit test
 * (app/config/site.test.ts).
 */

const linkSchema = z.strictObject({
  label: copyText(),
  /** A path on this site, with a #fragment where the link leads into a page. */
  href: z.string().regex(/^\/(?!\/)/, "must be a path on this site"),
});

export const navigationSchema = z.strictObject({
  /** The navigation bar's links, in order. */
  primary: z.array(linkSchema).min(1),
  /** The footer's columns, each a heading over its links. */
  footer: z.array(z.strictObject({ heading: copyText(), links: z.array(linkSchema).min(1) })).min(1),
});
