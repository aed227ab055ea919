import { site } from "~/config/site";

export const thankYouFacts = {
  replyWithinHours: site.replyWithinHours,
  strategySessionMinutes: site.offers.strategySessionMinutes,
};
