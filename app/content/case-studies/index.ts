import { type CaseStudy, type CaseStudySlug, caseStudySlugs, checkCaseStudies } from "../schema";
import atlanticAirways from "./atlantic-airways";
import bumble from "./bumble";
import guardianGlass from "./guardian-glass";
import ikibana from "./ikibana";
import leuchtturm1917 from "./leuchtturm1917";
import peroni from "./peroni";
import riaMoneyTransfer from "./ria-money-transfer";
import ruinart from "./ruinart";
import satoEurope from "./sato-europe";
import smkPureHemp from "./smk-pure-hemp";
import tinder from "./tinder";
import uberEats from "./uber-eats";

/** Every case study, in the order the index page shows them. */
export const caseStudies: readonly CaseStudy[] = checkCaseStudies([
  tinder,
  leuchtturm1917,
  guardianGlass,
  ruinart,
  satoEurope,
  uberEats,
  peroni,
  atlanticAirways,
  bumble,
  riaMoneyTransfer,
  smkPureHemp,
  ikibana,
]);

const bySlug = new Map(caseStudies.map((study) => [study.slug, study]));

export function isCaseStudySlug(value: string): value is CaseStudySlug {
  return (caseStudySlugs as readonly string[]).includes(value);
}

export function getCaseStudy(slug: CaseStudySlug): CaseStudy {
  return bySlug.get(slug)!;
}
