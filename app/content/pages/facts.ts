import { site } from "~/config/site";

/** The placeholders content/pages/thank-you.yaml may use, and what each stands for. */
export const thankYouFacts = {
  replyWithinHours: site.replyWithinHours,
  strategySessionMinutes: site.offers.strategySessionMinutes,
};
