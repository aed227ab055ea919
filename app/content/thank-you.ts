import { site } from "~/config/site";

export type NextStep = { title: string; description: string };

export const thankYou = {
  seo: {
    title: "Thank you | Lumen & Lark",
    description: `Your message has reached Lumen & Lark. A senior strategist will reply within ${site.replyWithinHours} hours.`,
  },
  eyebrow: "Message received",
  heading: "Thank you. Your message is with us.",
  lead: `A senior strategist will read it properly and reply within ${site.replyWithinHours} hours, with first thoughts on your challenge rather than a sales script.`,
  stepsHeading: "What happens next",
  steps: [
    {
      title: "Strategic Review",
      description:
        "We read your message alongside your website, channels and market, so our first reply already says something useful about where growth could come from.",
    },
    {
      title: "Personal Response",
      description: `Within ${site.replyWithinHours} hours you hear from the strategist who would lead your work: no autoresponder, no junior hand-off, and straight answers to your questions.`,
    },
    {
      title: "Strategy Session",
      description:
        "If there is a fit, we book a 90-minute strategy session with the people who would do the work. You leave with practical ideas, whether or not we work together.",
    },
  ] satisfies NextStep[],
  workLink: "See the work while you wait",
  contactLink: "Send another message",
} as const;
