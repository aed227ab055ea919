import type { MetaDescriptor } from "react-router";

/** A route's `meta`: the tags its loader built, so the builders stay out of the client bundle. */
export function metaFromLoader({ loaderData }: { loaderData?: { meta?: MetaDescriptor[] } | null }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
