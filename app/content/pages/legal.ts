import data from "/content/pages/legal.yaml";
import type { LegalPageCopy } from "./schema";

/** The words the legal pages' template sets around a document: content/pages/legal.yaml (checked by copy.server.ts). */
export const legalPageCopy = data as LegalPageCopy;
