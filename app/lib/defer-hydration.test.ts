// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DeferHydrationError, deferHydration } from "./defer-hydration";

/** The shape React Router's <Scripts /> renders, trimmed to what matters here. */
const routerModule = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

const page = (moduleAttributes = ' type="module" async=""', body = routerModule) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-C.js"/><link rel="modulepreload" href="/assets/framework-D.js"/>` +
  `</head><body><h1>Price: $1 & $& stay as written</h1>` +
  `<script>window.__reactRouterContext = {};</script><script${moduleAttributes}>${body}</script></body></html>`;

describe("deferHydration", () => {
  it("imports the route manifest's module first, when the whole manifest ships with the page", () => {
    const html = deferHydration(page(undefined, `import "/assets/manifest-M.js";${routerModule}`));
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toMatch(/(^|[;\s])import\s*"/);
    const manifest = script.indexOf('await import("/assets/manifest-M.js");');
    expect(manifest).toBeGreaterThan(script.indexOf('"largest-contentful-paint"'));
    expect(manifest).toBeLessThan(script.indexOf("const [route0, route1]"));
  });

  it("moves the module preloads and route imports behind the largest paint, keeping the rest in order", () => {
    const html = deferHydration(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/import \* as/);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const order = [
      'observe({ type: "largest-contentful-paint", buffered: true })',
      "else requestAnimationFrame",
      '["/assets/entry.client-C.js","/assets/framework-D.js"]',
      'const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/home-B.js")]);',
      "window.__reactRouterManifest",
      "window.__reactRouterRouteModules",
      'import("/assets/entry.client-C.js");',
    ].map((needle) => script.indexOf(needle));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("keeps the script's nonce and leaves the rest of the page untouched", () => {
    const html = deferHydration(page(' nonce="abc123" type="module" async=""'));
    expect(html).toContain('<script nonce="abc123" type="module" async="">await new Promise');
    expect(html).toContain("<h1>Price: $1 & $& stay as written</h1>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("is valid JavaScript once rewritten", () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(page()))?.[1] ?? "";
    // Top-level await is legal in a module; wrapping it in an async function checks the syntax here.
    expect(() => new Function(`return (async () => {\n${script}\n});`)).not.toThrow();
  });

  it("refuses a document without React Router's scripts", () => {
    expect(() => deferHydration("<!DOCTYPE html><html><body><p>Hi</p></body></html>")).toThrow(DeferHydrationError);
  });

  it("refuses a module script whose static imports it does not recognise", () => {
    const body = `import { setup } from "/assets/setup-E.js";\n${routerModule}`;
    expect(() => deferHydration(page(undefined, body))).toThrow(/static imports/);
  });
});
