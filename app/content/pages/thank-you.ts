import data from "/content/pages/thank-you.yaml";
import { parseContent } from "../collection";
import { thankYouFacts } from "./facts";
import { type ThankYouPage, thankYouPageSchema } from "./schema";

/** The thank-you page's copy: content/pages/thank-you.yaml, its facts filled in from site config. */
export const thankYou: ThankYouPage = parseContent(
  thankYouPageSchema(thankYouFacts),
  data,
  "content/pages/thank-you.yaml",
);
