/** A content file, parsed at build by the content plugin (scripts/lib/content-modules.ts); its schema types it. */
declare module "*.yaml" {
  const data: unknown;
  export default data;
}

/** An article: its front matter with its body as rich text, read at build (scripts/lib/markdoc.ts). */
declare module "*.mdoc" {
  const data: unknown;
  export default data;
}
