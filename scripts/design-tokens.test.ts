// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { colors, markSvg, themeCss } from "~/config/tokens";
import { posterArt } from "./covers/poster";

// The design tokens are the one place a colour is set (ADR 069).
describe("the design tokens", () => {
  it("write every colour into the stylesheet's theme, and the accent into the mark", () => {
    for (const [name, value] of Object.entries(colors)) expect(themeCss()).toContain(`--color-${name}: ${value};`);
    for (const full of [true, false]) expect(markSvg({ full })).toContain(`fill="${colors.ember}"`);
  });

  it("are the only source that spells a token's colour", () => {
    const files = execFileSync("git", ["ls-files", "app", "server", "scripts", "public", "content", "vite.config.ts"], {
      encoding: "utf8",
    })
      .split("\n")
      .filter(
        (file) => file && !/\.(test|spec)\.|\.(png|jpe?g|avif|webp|woff2|ico)$|^app\/config\/tokens\.ts$/.test(file),
      );
    const spelled = files.flatMap((file) => {
      const text = readFileSync(file, "utf8").toLowerCase();
      return Object.values(colors).flatMap((hex) => (text.includes(hex) ? [`${file}: ${hex}`] : []));
    });
    expect(spelled).toEqual([]);
  });

  it("key the showreel's posters, so new tokens draw new posters", () => {
    const poster = posterArt({ format: "mobile", title: "Showreel", year: 2025, clients: ["Tinder"] });
    expect(poster.inputs).toMatchObject({ colors });
  });
});
