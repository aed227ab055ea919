import { describe, expect, it } from "vitest";
import { siteCopy } from "~/content/site-copy.server";
import { sitePages } from "~/site-pages.server";

const { primary: primaryNav, footer: footerColumns } = siteCopy.navigation;

describe("navigation", () => {
  const links = [...primaryNav, ...footerColumns.flatMap((column) => column.links)];

  it("links only to pages that exist", () => {
    const pages = new Set<string>(sitePages.map((page) => page.path));
    const missing = links.filter((link) => !pages.has(link.href.split("#")[0] || "/"));
    expect(missing).toEqual([]);
  });
});
