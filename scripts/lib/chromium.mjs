// The system Chromium and the flags every headless run here needs (as root, with no outside network).
import { existsSync } from "node:fs";

const found = (...paths) => process.env.CHROMIUM_PATH ?? paths.find((path) => existsSync(path));
export const chromiumPath = () => found("/usr/bin/chromium", "/usr/bin/chromium-browser");
// The headless shell of the same Chromium build, for the browser tests: a page costs about a quarter less
// CPU without the full browser's window and compositor (ADR 061).
export const headlessShellPath = () => found("/usr/lib/chromium/chromium-headless-shell") ?? chromiumPath();

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
