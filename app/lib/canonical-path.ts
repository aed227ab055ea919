/**
 * The canonical form of a request path: lower case, no trailing slash, and exactly one leading slash.
 * Leading slashes and backslashes collapse to one, and any other backslash is percent-encoded, so the
 * result is always a path on this origin: `//evil.com/` becomes `/evil.com`, never `//evil.com`,
 * which a browser would read as another host. The server answers every other form with a 301 to this
 * one (server/canonical-path.ts), and the paths in content/redirects.yaml are written in it.
 */
export function canonicalPathOf(pathname: string) {
  const rest = pathname
    .replace(/^[/\\]+/, "")
    .toLowerCase()
    .replace(/\/+$/, "")
    .replaceAll("\\", "%5c");
  return `/${rest}`;
}
