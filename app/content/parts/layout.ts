import { site } from "~/config/site";
import { fill } from "~/lib/placeholders";
import data from "/content/parts/layout.yaml";
import type { LayoutCopy } from "./schema";

/** content/parts/layout.yaml, as the browser bundles it: checked against its schema by copy.server.ts. */
const copy = data as LayoutCopy;

/**
 * The words of every page's furniture: the skip link, header, footer, breadcrumbs and preview bar.
 * The footer's copyright is filled where they are set, each placeholder a text node.
 */
export const layoutCopy = { ...copy, logoLabel: fill(copy.logoLabel, { siteName: site.name }) };
