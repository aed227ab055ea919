import { describe, expect, it } from "vitest";
import { type Locale, localeOf, locales } from "~/config/locales";
import { site } from "~/config/site";
import { caseStudies } from "~/content/case-studies";
import routes from "~/routes";
import { checkCaseRefs } from "./case-refs";
import { contractTerms, getLegalDocument, legalDocuments, legalPageMetadata, legalWords, privacyFacts } from "./legal";
import { legalDocumentSchema } from "./legal/schema";
import { locationPages, locationPagesIn } from "./locations";
import { locationSchema } from "./locations/schema";
import { services, servicesIn } from "./services";
import { serviceSchema } from "./services/schema";
import { defineContent } from "./shared";

/** A template's routes in a language: English at the root, Spanish under es/ (ADR 084). */
function registeredPaths(file: string, locale: Locale = "en") {
  return routes
    .filter((entry) => entry.file === file && localeOf(`/${entry.path}`) === locale)
    .map((entry) => `/${entry.path}`.slice(locales[locale].prefix.length + 1));
}

describe.each([
  ["service", "routes/service.tsx", servicesIn],
  ["location and market", "routes/location.tsx", locationPagesIn],
] as const)("%s pages", (_, template, editions) => {
  const pages = [...editions.en, ...editions.es];
  it("have a route each, at the file's name, all on one template, in each language", () => {
    expect(editions.en.length).toBeGreaterThan(0);
    expect(registeredPaths(template).toSorted()).toEqual(editions.en.map((page) => page.slug).toSorted());
    expect(registeredPaths(template, "es").toSorted()).toEqual(editions.es.map((page) => page.slug).toSorted());
  });

  it("each name at least one case study that proves them, and only studies that exist", () => {
    const studies = new Set(caseStudies.map((study) => study.slug));
    for (const page of pages) expect(page.cases.items.length, page.slug).toBeGreaterThan(0);
    const named = pages.flatMap((page) => page.cases.items.map((item) => item.study));
    expect(named.filter((slug) => !studies.has(slug))).toEqual([]);
  });

  it("caption every figure beside the hero with its label", () => {
    for (const page of pages) {
      const figures = "results" in page ? page.results.figures : page.stats.figures;
      for (const figure of figures)
        expect(figure.label.trim().length, `${page.slug}: ${figure.value}`).toBeGreaterThan(2);
    }
  });
});

describe("service pages", () => {
  it("explain every badge in one line", () => {
    for (const service of services) {
      for (const badge of service.badges.items) expect(badge.explanation).not.toMatch(/\n/);
    }
  });
});

describe("location and market pages", () => {
  it("show no percentage or money figure on pages the spec gives no figures of their own", () => {
    const withOwnFigures = new Set(["marketing-agency-london", "us-digital-marketing", "global-brand-strategy"]);
    for (const page of locationPages.filter((p) => !withOwnFigures.has(p.slug))) {
      for (const item of page.stats.figures) expect(item.value, `${page.slug}: ${item.value}`).not.toMatch(/[%£$€]/);
    }
  });

  it("are each led from one of the agency's offices, with its coordinates", () => {
    for (const { place, slug } of locationPages) {
      const office = site.offices.find((o) => o.city === place.city);
      expect(office, slug).toBeDefined();
      expect(place, slug).toMatchObject({
        country: office?.country,
        countryCode: office?.countryCode,
        lat: office?.lat,
        lng: office?.lng,
      });
    }
  });

  it("link service cards only to pages that exist", () => {
    const paths = new Set(routes.map((entry) => `/${entry.path}`));
    for (const page of locationPages) {
      for (const card of page.services.cards)
        if (card.href) expect(paths, `${page.slug}: ${card.href}`).toContain(card.href);
    }
  });
});

describe("content validation", () => {
  const [brand] = services;
  const [london] = locationPages;

  it("rejects a service with two figures, naming the item and the field", () => {
    expect(() =>
      defineContent(serviceSchema, "services/broken", {
        ...brand!,
        results: { ...brand!.results, figures: brand!.results.figures.slice(0, 2) },
      }),
    ).toThrow(/Content "services\/broken" is incomplete or invalid:\n {2}- results\.figures:/);
  });

  it("rejects a section order that leaves out a section the page has", () => {
    expect(() =>
      defineContent(serviceSchema, "services/broken", { ...brand!, order: ["offerings", "badges"] }),
    ).toThrow(/order: order must list each section the page has exactly once/);
  });

  it("rejects a figure without the spec's label for it", () => {
    const [first, ...rest] = brand!.results.figures;
    const figures = [{ value: first!.value }, ...rest];
    expect(() =>
      defineContent(serviceSchema, "services/broken", { ...brand!, results: { ...brand!.results, figures } as never }),
    ).toThrow(/results\.figures\.0\.label: label is required/);
  });

  it("rejects a page without case studies, or a case named by anything but a slug", () => {
    const { cases: _, ...withoutCases } = brand!;
    expect(() => defineContent(serviceSchema, "services/broken", withoutCases as never)).toThrow(/- cases:/);
    const cases = { ...brand!.cases, items: [{ study: "https://example.com" }] };
    expect(() => defineContent(serviceSchema, "services/broken", { ...brand!, cases })).toThrow(
      /cases\.items\.0\.study: slug must be lower-case words joined by hyphens/,
    );
  });

  it("rejects a case study that does not exist, naming the page's file", () => {
    expect(() =>
      checkCaseRefs(
        [{ ...brand!, cases: { ...brand!.cases, items: [{ study: "no-such-study", link: true, figures: [] }] } }],
        "services",
      ),
    ).toThrow(/content\/services\/brand-strategy-positioning\.yaml names "no-such-study"/);
  });

  it("rejects a location with a bad country code or latitude", () => {
    expect(() =>
      defineContent(locationSchema, "locations/broken", {
        ...london!,
        place: { ...london!.place, countryCode: "uk", lat: 120 },
      }),
    ).toThrow(/place\.countryCode: must be an ISO 3166-1 alpha-2 code[\s\S]*place\.lat:/);
  });
});

describe("legal pages", () => {
  it("are registered as one template for both documents", () => {
    expect(registeredPaths("routes/legal.tsx")).toEqual(["privacy-policy", "terms-of-service"]);
    expect(registeredPaths("routes/legal.tsx", "es")).toEqual(["politica-de-privacidad", "terminos-del-servicio"]);
    expect(legalDocuments.map((doc) => doc.slug)).toEqual(["privacy-policy", "terms-of-service"]);
  });

  it("carry the spec's metadata: published 2024-01-01, modified on the day of the request", () => {
    const doc = getLegalDocument("terms-of-service")!;
    expect(legalPageMetadata(doc, new Date("2026-11-22T10:00:00Z"))).toEqual({
      title: doc.meta.title,
      description: doc.meta.description,
      datePublished: "2024-01-01",
      dateModified: "2026-11-22",
      url: "/terms-of-service",
      keywords: doc.meta.keywords,
    });
    // 23:30 UTC on 31 May is already 1 June in London.
    expect(legalPageMetadata(doc, new Date("2026-05-31T23:30:00Z")).dateModified).toBe("2026-06-01");
  });

  const text = (slug: string) =>
    JSON.stringify(getLegalDocument(slug)?.sections ?? [])
      .replaceAll("’", "'")
      .replaceAll('\\"', '"');

  it("state the spec's commercial terms", () => {
    expect(contractTerms).toEqual({
      paymentDays: 30,
      terminationNoticeDays: 30,
      finalInvoiceDays: 30,
      liabilityCapMonths: 12,
    });
    expect(legalWords.en!.governingLaw).toBe("England and Wales");
    const terms = text("terms-of-service");
    expect(terms).toContain("Invoices are due within 30 days of the invoice date.");
    expect(terms).toContain("giving 30 days' written notice");
    expect(terms).toContain("final invoice within 30 days of termination");
    expect(terms).toContain("capped at the amounts you paid us in the 12 months before");
    expect(terms).toContain("governed by the laws of England and Wales");
  });

  it("describe what the site stores, for how long, and the visitor's rights", () => {
    const policy = text("privacy-policy");
    expect(privacyFacts.enquiryRetentionDays).toBe(365);
    expect(policy).toContain("365 days");
    expect(policy).toContain('under the key "cookieConsent", with the value "all" or "essential". No cookie is set');
    expect(policy).toContain("salted one-way hash");
    expect(policy).toContain("no IP address is sent to a third party");
    expect(policy).toContain("only after you click Accept");
    for (const right of [
      "access",
      "rectification",
      "erased",
      "restrict",
      "object",
      "portable",
      "withdraw consent",
      "Information Commissioner",
    ]) {
      expect(policy).toContain(right);
    }
    expect(policy).toContain(site.email);
  });

  it("both show the agency's contact details block", () => {
    for (const doc of legalDocuments) {
      expect(doc.sections.some((section) => section.blocks.some((block) => block.type === "contact"))).toBe(true);
    }
  });
});

describe("legal document validation", () => {
  it("refuses a section id the layout already uses, such as the footer's #contact", () => {
    const doc = getLegalDocument("privacy-policy")!;
    const sections = doc.sections.map((section) =>
      section.id === "contact-us" ? { ...section, id: "contact" } : section,
    );
    expect(() => defineContent(legalDocumentSchema({}), "legal/broken", { ...doc, sections })).toThrow(
      /sections\.\d+\.id: is already used by the page layout/,
    );
  });
});
