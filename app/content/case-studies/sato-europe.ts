import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "sato-europe",
  title: "SATO Europe",
  sector: "B2B technology",
  summary:
    "Agency of record since 2023 for a B2B auto-ID technology firm: one brand, one strategy and campaigns delivered across Europe in 8 languages.",
  description:
    "An agency-of-record partnership with a B2B auto-ID technology firm since 2023, running brand and demand work in 8 languages.",
  teaser: "Agency of record since 2023, in 8 languages.",
  cover: {
    palette: ["#16191e", "#e8edf4", "#3f7dff", "#1f242b"],
    composition: "grid",
    lines: ["SATO"],
    emoji: "🏷️",
    alt: "Cover art: the letters S, A, T and O, one to each cell of a ruled graphite grid, in condensed pale capitals, with one corner picked out in signal blue.",
  },
  disciplines: [
    {
      title: "B2B Brand Strategy",
      description:
        "A clear story for complex technology, explaining what auto-ID does for a business before explaining how it works.",
    },
    {
      title: "Multilingual Campaigns",
      description:
        "Campaigns built once and adapted for each market in 8 languages, with local review so nothing reads as translated.",
    },
    {
      title: "Demand Generation",
      description:
        "Paid, search and content programmes aimed at the engineers, operations leads and buyers who shape each purchase.",
    },
    {
      title: "Content & Thought Leadership",
      description:
        "Articles, guides and sector stories that let the firm’s specialists show expertise without a hard sell.",
    },
  ],
  challenge: [
    "Auto-ID technology sits inside warehouses, factories, shops and hospitals, doing essential work that few people outside operations ever see. Buying decisions are long, technical and shared between several people, and every European market has its own language and habits.",
    "The firm needed one partner able to hold a consistent brand across Europe while speaking to each market as a local, and to keep doing it year after year rather than campaign by campaign.",
  ],
  approach: [
    "As agency of record since 2023, we set one strategy and one brand voice, then built a production rhythm that delivers every campaign in 8 languages. Each market reviews its own versions, so the work sounds native wherever it lands.",
    "Content leads with the problems customers recognise, from traceability to labelling accuracy, and demand programmes follow the long B2B journey with the right message for each person involved in the decision.",
  ],
  results: [
    {
      headline: "Since 2023",
      caption: "Agency of record: one long-term partner for brand, content and demand across Europe.",
    },
    {
      headline: "8 languages",
      caption: "Every campaign adapted and reviewed for each market, rather than simply translated.",
    },
    {
      headline: "One voice",
      caption: "A consistent B2B brand that reads as local in every European market it reaches.",
    },
  ],
  related: ["guardian-glass", "atlantic-airways", "leuchtturm1917"],
  art: {
    layout: "statement",
    pullQuote: "Each market reviews its own versions, so the work sounds native wherever it lands.",
  },
  published: "2025-09-01",
});
