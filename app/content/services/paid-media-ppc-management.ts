import { defineContent } from "../shared";
import { serviceSchema } from "./schema";

export default defineContent(serviceSchema, "services/paid-media-ppc-management", {
  slug: "paid-media-ppc-management",
  name: "Paid Media & PPC",
  meta: {
    title: "Paid Media & PPC Management Agency | Lumen & Lark",
    description:
      "Search, social and programmatic media planned, bought and optimised against profitable growth: £15M+ managed a year at a 340% average return on ad spend.",
  },
  theme: { accent: "cobalt", heroTone: "paper", surface: "accent", motif: "bars" },
  hero: {
    eyebrow: "Paid Media & PPC Management",
    heading: "Every pound of media, accountable.",
    lead: "We plan, buy and optimise search, social and programmatic media against the number your board cares about: profitable growth. Weekly optimisation, plain-English reporting, and no wasted spend hiding in a dashboard.",
    cta: "Talk to our media team",
  },
  results: {
    eyebrow: "Results",
    heading: "The numbers we are held to.",
    lead: "Media is the easiest place to measure an agency. These are ours.",
    figures: [
      { value: "£15M+", label: "ad spend managed every year" },
      { value: "340%", label: "average return on ad spend" },
      { value: "85%", label: "reduction in cost per acquisition" },
    ],
  },
  offerings: {
    eyebrow: "What we run",
    heading: "Full-funnel media, one accountable team.",
    lead: "Planning, buying, creative testing and measurement sit together, so a change in one shows up in the others by the next morning.",
    cards: [
      {
        title: "Paid search",
        description:
          "Google and Microsoft Ads built around intent and margin, not vanity keywords, with bidding tuned to what a customer is worth to you.",
      },
      {
        title: "Paid social",
        description:
          "Prospecting and retargeting on Meta, TikTok, LinkedIn and Pinterest, with creative made for each feed rather than resized for it.",
      },
      {
        title: "Programmatic & video",
        description:
          "Display, YouTube and connected TV bought with brand-safety controls and frequency caps that respect your audience’s patience.",
      },
      {
        title: "Shopping & retail media",
        description:
          "Product feeds, Performance Max and marketplace advertising structured so your best sellers get budget before your slowest lines.",
      },
      {
        title: "Measurement & tracking",
        description:
          "Consent-aware conversion tracking, server-side tagging and attribution you can defend in a finance meeting.",
      },
      {
        title: "Landing pages & testing",
        description:
          "Structured experiments on pages and ads, because the cheapest click is the one that converts the first time.",
      },
    ],
  },
  badges: {
    kind: "platforms",
    eyebrow: "Platforms",
    heading: "Where we buy media.",
    lead: "Planned across every major platform. Tap or hover over one to see what we use it for.",
    items: [
      { label: "Google Ads", explanation: "Search, Shopping and Performance Max, where demand already exists." },
      { label: "Microsoft Advertising", explanation: "Bing search: a smaller audience with often cheaper B2B clicks." },
      { label: "Meta", explanation: "Facebook and Instagram for prospecting, retargeting and catalogue sales." },
      { label: "TikTok", explanation: "Creator-style video that builds demand with younger audiences." },
      { label: "LinkedIn", explanation: "Targeting by job title, seniority and company for B2B pipeline." },
      { label: "YouTube", explanation: "Video reach and consideration, bought against completed views." },
      { label: "Pinterest", explanation: "Planning-stage intent in home, fashion, food and travel." },
      { label: "Amazon Ads", explanation: "Sponsored products and retail media where the purchase happens." },
    ],
  },
  cases: {
    eyebrow: "In practice",
    heading: "Performance on the map.",
    items: [
      {
        brand: "Atlantic Airways",
        sector: "Aviation",
        title: "Four routes to the Faroe Islands",
        summary:
          "Performance campaigns for flights from London Gatwick, Barcelona, New York and Paris, with location video that sold the destination before the fare.",
        href: "/case-studies/atlantic-airways",
        figures: [{ value: "4", label: "route campaigns" }],
      },
    ],
  },
  order: ["results", "offerings", "cases", "badges"],
});
