// The system Chromium and the flags every headless run here needs (running as
// root, on a machine with no outside network).
import { existsSync } from "node:fs";

// Debian's full browser, for Lighthouse and screenshots: the page as visitors' Chrome runs it.
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
}

// Debian's headless shell of the same Chromium build (Blink and V8 at the same version), for the
// browser tests: without the full browser's window and compositor machinery a page costs about a
// quarter less CPU. Where it is not installed, the full browser. ADR 061.
export function headlessShellPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = ["/usr/lib/chromium/chromium-headless-shell"].find((path) => existsSync(path));
  return shell ?? chromiumPath();
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Glyphs placed at fractional pixels, as the full browser and visitors' machines place them; the
  // headless shell otherwise hints them to whole pixels, and line widths differ by a pixel or two.
  "--font-render-hinting=none",
];
