// @vitest-environment node
import { describe, expect, it } from "vitest";
import { artefactKinds } from "~/content/case-studies/schema";
import { allCaseStudiesIn } from "~/content/collections.server";
import { artefactSvg, paragraph } from "./artefact";
import { displayFont } from "./type";

const studies = Object.entries(allCaseStudiesIn).flatMap(([locale, list]) =>
  list.map((study) => [`${locale}/${study.slug}`, study] as const),
);

describe("a case study's artefact", () => {
  it.each(studies)("%s is drawn around one: its route map or an artefact of its own", (_, study) => {
    expect(Boolean(study.art.routeMap) || Boolean(study.art.artefact)).toBe(true);
  });

  it("comes in every kind, and no two studies draw the same", () => {
    const artefacts = allCaseStudiesIn.en.flatMap((study) => (study.art.artefact ? [study.art.artefact] : []));
    expect(new Set(artefacts.map((artefact) => artefact.kind))).toEqual(new Set(artefactKinds));
    expect(new Set(artefacts.map((artefact) => artefact.title)).size).toBe(artefacts.length);
  });

  it.each(artefactKinds)(
    "of the kind %s is outlines under a title, in both cuts, the same every time",
    async (kind) => {
      const [, study] = studies.find(([, study]) => study.art.artefact?.kind === kind)!;
      const { artefact } = study.art;
      const { palette, face } = study.cover;
      const wide = await artefactSvg(artefact!, palette, face, "wide");
      expect(wide).toContain(`<title id="t">`);
      expect(wide).not.toMatch(/<text|<script|href=/);
      // Every item's letters are drawn, not the title's alone.
      for (const item of artefact!.items) expect(wide.length).toBeGreaterThan(item.label.length * 400);
      expect(wide.match(/<path /g)!.length).toBeGreaterThanOrEqual(2);
      expect(await artefactSvg(artefact!, palette, face, "wide")).toBe(wide);
      expect(await artefactSvg(artefact!, palette, face, "narrow")).not.toBe(wide);
    },
    60_000,
  );

  it("balances a note's lines, so none ends on a word alone", async () => {
    const font = await displayFont({ wght: 440, wdth: 100 });
    const notes = studies.flatMap(([, study]) => study.art.artefact?.items.flatMap((item) => item.note ?? []) ?? []);
    for (const note of notes) {
      // A pair's card and a narrow step's column are the narrowest measures the artefacts set notes in.
      for (const width of [388, 700]) {
        const { lines } = paragraph({ font, size: 24 }, note, 0, 0, width);
        if (lines.length > 1 && note.split(" ").length > 3)
          expect(lines.at(-1)!.split(" ").length, `${note} at ${width}`).toBeGreaterThan(1);
      }
    }
  });
});
