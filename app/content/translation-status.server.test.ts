import { describe, expect, it } from "vitest";
import { allCaseStudiesIn, servicesIn } from "./collections.server";
import { translationStatus, translationsOf, versionOf } from "./translation-status.server";

const english = {
  "/content/services/brand.yaml": { name: "Brand", meta: { title: "Brand", description: "Brand work" } },
  "/content/services/media.yaml": { name: "Media", meta: { title: "Media", description: "Media work" } },
  "/content/services/social.yaml": { name: "Social", meta: { title: "Social", description: "Social work" } },
};

describe("the editor's view of what is translated (ADR 086)", () => {
  it("gives a version that follows the fields, not their order in the file", () => {
    const brand = english["/content/services/brand.yaml"];
    expect(versionOf(brand)).toMatch(/^[0-9a-f]{10}$/);
    expect(versionOf({ meta: { description: "Brand work", title: "Brand" }, name: "Brand" })).toBe(versionOf(brand));
    expect(versionOf({ ...brand, name: "Brand strategy" })).not.toBe(versionOf(brand));
    expect(versionOf({ ...brand, meta: { ...brand.meta, description: "Brand work." } })).not.toBe(versionOf(brand));
  });

  it("tells a missing translation, one behind its English and one that follows it", () => {
    const rows = translationsOf({
      en: english,
      es: {
        "/content/es/services/marca.yaml": {
          translationOf: "brand",
          englishVersion: versionOf(english["/content/services/brand.yaml"]),
          name: "Marca",
        },
        "/content/es/services/medios.yaml": { translationOf: "media", englishVersion: "0000000000", name: "Medios" },
      },
    });
    expect(rows.map((row) => [row.english.slug, row.spanish?.slug ?? null, row.state])).toEqual([
      ["brand", "marca", "current"],
      ["media", "medios", "behind"],
      ["social", null, "missing"],
    ]);
    expect(rows[1]!.version).toBe(versionOf(english["/content/services/media.yaml"]));
    expect(rows[1]!.english.title).toBe("Media");
  });

  it("pairs a Spanish case study with the English one of its file's name", () => {
    const rows = translationsOf({
      en: { "/content/case-studies/tinder.yaml": { title: "Tinder" } },
      es: { "/content/es/case-studies/tinder.yaml": { title: "Tinder" } },
    });
    expect(rows).toEqual([expect.objectContaining({ spanish: { slug: "tinder", title: "Tinder" }, state: "behind" })]);
  });

  it("lists every English service and case study of the site, with its Spanish version where it has one", () => {
    const status = translationStatus();
    const rowsOf = (collection: string) => status.find((entry) => entry.collection.en === collection)!.rows;
    expect(
      rowsOf("services")
        .map((row) => row.english.slug)
        .sort(),
    ).toEqual(servicesIn.en.map((service) => service.slug).sort());
    expect(
      rowsOf("services")
        .map((row) => row.spanish?.slug)
        .sort(),
    ).toEqual(servicesIn.es.map((service) => service.slug).sort());
    expect(rowsOf("caseStudies")).toHaveLength(allCaseStudiesIn.en.length);
    expect(status.map((entry) => entry.collection.es)).toEqual([
      "servicesEs",
      "locationsEs",
      "caseStudiesEs",
      "postsEs",
    ]);
  });
});
