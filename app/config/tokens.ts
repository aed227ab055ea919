/*
 * The brand's design tokens, set once: the stylesheet's theme is written from them at build and dev start
 * (vite.config.ts), and the pictures made at build read them, so changing the accent is this one edit.
 */

/** Ink on paper, one vivid warm accent, one cool secondary. The pairs used for text all pass WCAG AA. */
export const colors = {
  ink: "#111014",
  "ink-soft": "#1c1b20",
  /** On ink: 7.5:1. */
  "ink-muted": "#a8a29a",
  paper: "#f7f4ef",
  "paper-deep": "#eee9e1",
  /** On paper: 6.2:1. */
  muted: "#5e5a55",
  /** A ground under ink text, or text on ink: 6.1:1. */
  ember: "#ff5a36",
  /** Text on paper: 5.2:1. */
  "ember-deep": "#b93a1b",
  /** Text on paper: 6.2:1. */
  cobalt: "#2451c7",
  /** Text on ink: 7.5:1. */
  "cobalt-light": "#7ba0ff",
} as const;

export const fonts = {
  display: '"Bricolage Grotesque", "Bricolage Fallback", ui-sans-serif, system-ui, sans-serif',
  sans: '"Inter", "Inter Fallback", ui-sans-serif, system-ui, sans-serif',
} as const;

const radii = { card: "1.25rem" } as const;

export function withAlpha(hex: string, alpha: number) {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

export function themeCss() {
  const lines = [
    `--font-display: ${fonts.display};`,
    `--font-sans: ${fonts.sans};`,
    ...Object.entries(colors).map(([name, value]) => `--color-${name}: ${value};`),
    `--color-line: ${withAlpha(colors.ink, 0.12)};`,
    `--color-line-inverse: ${withAlpha(colors.paper, 0.16)};`,
    ...Object.entries(radii).map(([name, value]) => `--radius-${name}: ${value};`),
  ];
  return `/* Written from app/config/tokens.ts at build; edit that file, not this one. */\n@theme {\n${lines.map((line) => `  ${line}`).join("\n")}\n}\n`;
}

/** The mark: the logo's dot on ink. `full` fills the square (maskable and touch icons); otherwise rounded. */
export function markSvg({ full = false } = {}) {
  return full
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colors.ink}"/><circle cx="16" cy="16" r="5.5" fill="${colors.ember}"/></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${colors.ink}"/><circle cx="16" cy="16" r="7" fill="${colors.ember}"/></svg>`;
}
