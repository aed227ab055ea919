/**
 * A request path's canonical form: lower case, no trailing slash, one leading slash (so `//evil.com/`
 * becomes `/evil.com`, never another host). The server 301s every other form here.
 */
export function canonicalPathOf(pathname: string) {
  const rest = pathname
    .replace(/^[/\\]+/, "")
    .toLowerCase()
    .replace(/\/+$/, "")
    .replaceAll("\\", "%5c");
  return `/${rest}`;
}
