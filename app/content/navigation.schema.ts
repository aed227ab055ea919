import { z } from "zod";
import { copyText } from "./copy.schema";

/*
 * content/navigation.yaml: the navigation bar's section links and the footer's columns of links, parsed
 * with the rest of the site chrome as the server loads (site-copy.server.ts). That every
 * link leads to a page of the site is checked against the page registry by a unit test
 * (app/config/site.test.ts).
 */

const linkSchema = z.strictObject({
  label: copyText(),
  href: z.string().regex(/^\/(?!\/)/, "must be a path on this site"),
});

export const navigationSchema = z.strictObject({
  primary: z.array(linkSchema).min(1),
  footer: z.array(z.strictObject({ heading: copyText(), links: z.array(linkSchema).min(1) })).min(1),
});
export type Navigation = z.output<typeof navigationSchema>;
export type NavLink = Navigation["primary"][number];
