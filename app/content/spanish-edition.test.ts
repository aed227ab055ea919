import path from "node:path";
import { describe, expect, it } from "vitest";
import { caseStudySlugs } from "./case-studies";
import { checkCaseStudies, defineCaseStudy } from "./case-studies/schema";
import { contentFiles, parseContent } from "./collection";
import { contactAnswers } from "./contact-answers";
import { legalDocumentsIn } from "./legal";
import { legalWords, privacyPolicyFacts, termsOfServiceFacts } from "./legal/facts";
import { legalDocumentSchema } from "./legal/schema";

/*
 * What the Spanish edition's files (content/es, ADR 084) must hold beyond each field's schema, which
 * the editor's parity test applies: the checks across a study's fields, and the legal documents' word
 * that the English version prevails.
 */

const studies = import.meta.glob("/content/es/case-studies/*.yaml", { eager: true, import: "default" });
const legal = import.meta.glob("/content/es/legal/*.yaml", { eager: true, import: "default" });

describe("the Spanish edition's content", () => {
  it("translates case studies the English has, at the same addresses, under the same checks", () => {
    const spanish = contentFiles(studies).map(({ slug, file, data }) =>
      defineCaseStudy({ ...data, slug } as never, file),
    );
    expect(spanish.length).toBeGreaterThan(0);
    expect(checkCaseStudies(spanish)).toHaveLength(spanish.length);
    expect(spanish.map((study) => study.slug).filter((slug) => !caseStudySlugs.includes(slug))).toEqual([]);
  });

  it("says in each legal document that the English version prevails", () => {
    const facts: Record<string, Parameters<typeof legalDocumentSchema>[0]> = {
      "politica-de-privacidad": privacyPolicyFacts.es,
      "terminos-del-servicio": termsOfServiceFacts.es,
    };
    expect(
      Object.keys(legal)
        .map((file) => path.basename(file, ".yaml"))
        .sort(),
    ).toEqual(Object.keys(facts).sort());
    for (const [file, data] of Object.entries(legal)) {
      const slug = path.basename(file, ".yaml");
      const doc = parseContent(legalDocumentSchema(facts[slug]!), { slug, ...(data as object) }, file);
      expect(doc.summary, file).toMatch(/En caso de discrepancia, prevalece la versión en inglés\./);
    }
  });

  it("states the legal facts in Spanish words: the form's fields, the consent regions, the tools and the law", () => {
    const text = (slug: string) => JSON.stringify(legalDocumentsIn.es.find((doc) => doc.slug === slug));
    const { es, en } = legalWords;
    const policy = text("politica-de-privacidad");
    expect(policy).toContain(contactAnswers.es.inPolicy.join(", "));
    expect(policy).toContain(es!.consentRegions);
    expect(policy).not.toContain(en!.consentRegions);
    const terms = text("terminos-del-servicio");
    expect(terms).toContain(`legislación de ${es!.governingLaw}`);
    expect(terms).not.toContain(en!.governingLaw);
  });
});
