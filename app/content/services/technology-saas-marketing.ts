import { defineContent } from "../shared";
import { serviceSchema } from "./schema";

export default defineContent(serviceSchema, "services/technology-saas-marketing", {
  slug: "technology-saas-marketing",
  name: "Technology & SaaS Marketing",
  meta: {
    title: "Technology & SaaS Marketing Agency | Lumen & Lark",
    description:
      "Positioning, launches and demand generation for technology companies from seed to scale: 25+ companies supported, 300% user growth, $50M+ in funding raised.",
  },
  theme: { accent: "cobalt", heroTone: "deep", surface: "accent", motif: "orbit" },
  hero: {
    eyebrow: "Technology & SaaS Marketing",
    heading: "From product launch to category leader.",
    lead: "Positioning, launches and demand generation for technology companies at every stage from seed to scale. We turn a product into a story that users download, buyers sign off and investors back.",
    cta: "Plan your growth",
  },
  results: {
    eyebrow: "Results",
    heading: "Growth you can show a board.",
    figures: [
      { value: "25+", label: "technology companies supported" },
      { value: "300%", label: "user growth" },
      { value: "$50M+", label: "in funding raised by the companies we support" },
    ],
  },
  cases: {
    eyebrow: "Case studies",
    heading: "Apps that became part of the culture.",
    lead: "Two dating apps, two markets, two very different playbooks.",
    items: [
      {
        brand: "Tinder",
        sector: "Dating app",
        title: "Tinder’s expansion in Spain",
        summary:
          "PR, experiential events and social that made the app part of Spanish culture and conversation, not just another icon on the phone.",
        href: "/case-studies/tinder",
      },
      {
        brand: "Bumble",
        sector: "Dating app",
        title: "Bumble, built around its community",
        summary:
          "Brand and social work for the app where women make the first move, shaped around the people it exists to serve.",
        href: "/case-studies/bumble",
      },
    ],
  },
  offerings: {
    eyebrow: "What we do",
    heading: "Marketing that understands the product.",
    cards: [
      {
        title: "Positioning & messaging",
        description:
          "A category story and messaging hierarchy that explains what you do in one sentence, and why it matters in the next.",
      },
      {
        title: "Launch campaigns",
        description:
          "Product and market launches planned across PR, paid, social and events, so the first week builds momentum instead of noise.",
      },
      {
        title: "Demand generation",
        description:
          "Paid, content and lifecycle programmes measured on pipeline and revenue, not on leads that sales will never call.",
      },
      {
        title: "Product-led growth",
        description:
          "Onboarding, activation and referral journeys that turn sign-ups into daily users and daily users into advocates.",
      },
      {
        title: "Investor & employer brand",
        description:
          "The narrative, materials and presence that help you raise the next round and hire the people who build it.",
      },
      {
        title: "International expansion",
        description:
          "Localised positioning and launch plans for new markets, run from our offices in London, New York and Barcelona.",
      },
    ],
  },
  badges: {
    kind: "sectors",
    eyebrow: "Sectors",
    heading: "Technology, in all its shapes.",
    lead: "Each model grows differently. Tap or hover over a sector to see what we focus on there.",
    items: [
      { label: "B2B SaaS", explanation: "Pipeline, retention and expansion revenue across long buying cycles." },
      { label: "Consumer apps", explanation: "Downloads are the start: we plan for activation and habit." },
      { label: "Fintech", explanation: "Trust, clarity and compliance-ready copy in a regulated market." },
      { label: "Marketplaces", explanation: "Growing both sides at once without paying twice for every match." },
      { label: "AI products", explanation: "Explaining new capability plainly, without the hype that erodes trust." },
      { label: "Developer tools", explanation: "Docs, community and credibility with an audience that ignores ads." },
      { label: "Health tech", explanation: "Evidence-led messaging for patients, clinicians and buyers alike." },
    ],
  },
  order: ["results", "cases", "offerings", "badges"],
});
