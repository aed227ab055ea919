import type { Page } from "@playwright/test";

/** The expanded state Chromium's accessibility tree gives the named button, derived ones (popovertarget) included. */
export async function exposedExpanded(page: Page, name: string): Promise<boolean | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send("DOM.getDocument")) as { root: { nodeId: number } };
    const { nodes } = (await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      accessibleName: name,
      role: "button",
    })) as { nodes: { properties?: { name: string; value: { value: unknown } }[] }[] };
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : null;
  } finally {
    await cdp.detach();
  }
}
