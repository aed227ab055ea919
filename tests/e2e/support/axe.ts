import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type AxeScope = {
  /** Only this part of the page. */
  include?: string;
  exclude?: string[];
  /** Only these rules, instead of every WCAG 2.x A/AA and best-practice rule. */
  rules?: string[];
};

/** Waits for the running animations that end: axe reads computed opacity, so a half-faded card would fail by chance. */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails with a readable list on any WCAG 2.x A/AA or best-practice violation on the settled page. */
export async function expectNoAxeViolations(page: Page, options: AxeScope = {}) {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page });
  builder = options.rules
    ? builder.withRules(options.rules)
    : builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Axe once per page type: the whole of its first page, and on the others only `rest`, what their content can break. */
export async function expectNoAxeViolationsForType(
  page: Page,
  paths: readonly string[],
  path: string,
  rest?: AxeScope,
) {
  if (path === paths[0]) await expectNoAxeViolations(page);
  else if (rest) await expectNoAxeViolations(page, rest);
}
