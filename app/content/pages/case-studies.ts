import data from "/content/pages/case-studies.yaml";
import type { CaseStudiesPageCopy } from "./schema";

/** content/pages/case-studies.yaml, as the browser bundles it: checked against its schema by copy.server.ts. */
const copy = data as CaseStudiesPageCopy;

/** Copy for the case study index. */
export const caseStudyIndexCopy = copy.index;

/** The words the case study template sets around each study; `metaTitle` is filled where it is used. */
export const caseStudyPageCopy = copy.study;
