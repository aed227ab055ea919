import { defineContent } from "../shared";
import { serviceSchema } from "./schema";

export default defineContent(serviceSchema, "services/brand-strategy-positioning", {
  slug: "brand-strategy-positioning",
  name: "Brand Strategy & Positioning",
  meta: {
    title: "Brand Strategy & Positioning Agency | Lumen & Lark",
    description:
      "Research-led brand strategy and positioning from London: a claim your brand can own, an identity built around it, and a launch plan your whole team can act on.",
  },
  theme: { accent: "ember", heroTone: "paper", surface: "none", motif: "rings" },
  hero: {
    eyebrow: "Brand Strategy & Positioning",
    heading: "A position your competitors can’t borrow.",
    lead: "We find the one claim your brand can own, prove it with research and build an identity around it that the whole company can act on. Strategy you can brief from on Monday morning, not a deck that lives in a drawer.",
    cta: "Start your brand strategy",
  },
  results: {
    eyebrow: "Results",
    heading: "What a sharper position is worth.",
    figures: [
      { value: "180%", label: "average increase in brand awareness" },
      { value: "50+", label: "brand strategies delivered" },
      { value: "92%", label: "client satisfaction" },
    ],
  },
  offerings: {
    eyebrow: "What we do",
    heading: "Five disciplines, one clear position.",
    lead: "Positioning fails when it stops at the slide. Each of these ends in something your teams can use the same week.",
    cards: [
      {
        title: "Market & audience research",
        description:
          "Buyer interviews, search and social listening, and competitor audits that show where your category is crowded and where it is wide open.",
      },
      {
        title: "Positioning & proposition",
        description:
          "A single, defensible claim with the proof behind it, tested with real buyers before it goes anywhere near a campaign.",
      },
      {
        title: "Brand architecture",
        description:
          "A clear structure for master brand, sub-brands and products, so every launch strengthens the whole instead of diluting it.",
      },
      {
        title: "Verbal identity",
        description:
          "Naming, tone of voice and a messaging hierarchy, written so that sales, service and social all sound like one company.",
      },
      {
        title: "Visual identity direction",
        description:
          "Creative principles and design briefs that turn the strategy into something people recognise at a glance, in any channel.",
      },
    ],
  },
  process: {
    eyebrow: "How it runs",
    heading: "Four steps from insight to launch.",
    lead: "Each step ends in a decision you sign off, so the work never drifts away from the business it serves.",
    steps: [
      {
        title: "Discovery & Research",
        description:
          "Stakeholder workshops, customer interviews and a category audit. We learn what you believe about your brand, then what the market actually believes.",
      },
      {
        title: "Strategic Framework",
        description:
          "Positioning, purpose, audiences and proof points on a single page: the brief every future piece of work is judged against.",
      },
      {
        title: "Identity Development",
        description:
          "Name, voice, messaging and visual direction, developed in rounds with your team and tested with the people you want to win.",
      },
      {
        title: "Implementation & Launch",
        description:
          "Guidelines, templates, team training and a launch plan, so the new brand arrives everywhere at once and stays consistent after we leave.",
      },
    ],
  },
  badges: {
    kind: "sectors",
    eyebrow: "Sectors",
    heading: "Categories we have repositioned.",
    lead: "Positioning is specific to a market. Tap or hover over a sector to see what it usually takes there.",
    items: [
      { label: "Consumer goods", explanation: "Standing out on a crowded shelf, and in an even more crowded feed." },
      { label: "Technology & SaaS", explanation: "Turning features into a story buyers and investors repeat for you." },
      {
        label: "Luxury & premium",
        explanation: "Protecting heritage while earning the attention of a new generation.",
      },
      { label: "Food & drink", explanation: "Taste, origin and ritual, made distinct enough to ask for by name." },
      {
        label: "B2B & industrial",
        explanation: "Making technical products easy to choose and easy to justify upwards.",
      },
      {
        label: "Financial services",
        explanation: "Trust earned in plain language, in markets where every brand claims it.",
      },
      { label: "Hospitality", explanation: "A sense of place that carries from the first post to the table." },
      { label: "Travel", explanation: "Destinations positioned as reasons to go, not as fares to compare." },
    ],
  },
  order: ["results", "offerings", "process", "badges"],
});
