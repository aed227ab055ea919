import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta`: the tags its loader built with `pageMeta`. Building them
 * in the loader keeps the builders (and the JSON-LD) out of the client bundle,
 * so this module must stay free of imports that reach the browser.
 */
export function metaFromLoader({ loaderData }: { loaderData?: { meta?: MetaDescriptor[] } | null }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
