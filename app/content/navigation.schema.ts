import { z } from "zod";
import { copyText, sitePath } from "./copy.schema";

/* content/navigation.yaml; that every link leads to a page is checked on the built site (scripts/check-links.mjs). */

const linkSchema = z.strictObject({ label: copyText(), href: sitePath });

export const navigationSchema = z.strictObject({
  primary: z.array(linkSchema).min(1),
  footer: z.array(z.strictObject({ heading: copyText(), links: z.array(linkSchema).min(1) })).min(1),
});
export type Navigation = z.output<typeof navigationSchema>;
export type NavLink = Navigation["primary"][number];
