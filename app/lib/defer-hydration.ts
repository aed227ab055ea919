/**
 * Rewrites a rendered document so its JavaScript starts downloading after the
 * largest paint instead of competing with the stylesheet, fonts and first
 * images for the first bytes. Every page is complete HTML before any script
 * runs, so the visitor sees the page sooner and hydration follows a moment later.
 *
 * React Router's `<Scripts />` emits `<link rel="modulepreload">` tags and one
 * inline module that imports the route manifest's module, statically imports
 * the matched route modules and imports the client entry. This turns the preloads into links
 * added after the first frame, and the static imports into dynamic ones made
 * at the same moment. The inline module keeps its other statements, in order.
 *
 * It throws when the document does not have that shape, so a change in React
 * Router's output fails the build (every page is prerendered through here)
 * rather than leaving pages that never hydrate.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTER_MODULE_SCRIPT = /<script([^>]*\stype="module"[^>]*)>([\s\S]*?)<\/script>/;
const STATIC_ROUTE_IMPORT = /import \* as (route\w*) from ("[^"]+");/g;
/** The route manifest's module, imported for its effect when the whole manifest ships with the page. */
const SIDE_EFFECT_IMPORT = /import ("[^"]+")\s*;/g;
/** Hidden tabs get no animation frames and no paint; they hydrate after this long instead. */
const HIDDEN_TAB_FALLBACK_MS = 1000;
/**
 * Resolves once the browser has reported the page's first largest-contentful-paint candidate (the
 * headline, almost always), or after the first frame where that entry type is not supported. The
 * scripts then never share the connection with the fonts and images of the first view.
 */
const AFTER_LARGEST_PAINT =
  `const go = () => setTimeout(resolve);` +
  ` if (PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))` +
  ` new PerformanceObserver((_, observer) => { observer.disconnect(); go(); }).observe({ type: "largest-contentful-paint", buffered: true });` +
  ` else requestAnimationFrame(go);`;

export class DeferHydrationError extends Error {
  override name = "DeferHydrationError";
}

export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script || preloads.length === 0) {
    throw new DeferHydrationError("React Router's module preloads or its inline module script were not found");
  }
  const [whole, attributes, body] = script as unknown as [string, string, string];
  const imports = [...body.matchAll(STATIC_ROUTE_IMPORT)].map((match) => ({ name: match[1]!, url: match[2]! }));
  const effects = [...body.matchAll(SIDE_EFFECT_IMPORT)].map((match) => match[1]!);
  const rest = body.replace(STATIC_ROUTE_IMPORT, "").replace(SIDE_EFFECT_IMPORT, "");
  if (imports.length === 0 || /(^|[;\s])import\s*["'{*\w]/.test(rest)) {
    throw new DeferHydrationError("React Router's inline module script has static imports this cannot defer");
  }
  const deferred = [
    `await new Promise((resolve) => { ${AFTER_LARGEST_PAINT} setTimeout(resolve, ${HIDDEN_TAB_FALLBACK_MS}); });`,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...effects.map((url) => `await import(${url});`),
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.url})`).join(", ")}]);`,
    rest,
  ].join("\n");
  // Functions as replacements, so a `$` in the page is never read as a replacement pattern.
  return html.replace(MODULE_PRELOAD, () => "").replace(whole, () => `<script${attributes}>${deferred}</script>`);
}
