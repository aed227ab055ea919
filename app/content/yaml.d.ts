/** A content file, parsed at build by the YAML plugin (scripts/lib/yaml-modules.ts); its schema types it. */
declare module "*.yaml" {
  const data: unknown;
  export default data;
}
