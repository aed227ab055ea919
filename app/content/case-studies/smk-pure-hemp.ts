import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "smk-pure-hemp",
  title: "SMK Pure Hemp",
  sector: "Regulated consumer goods",
  summary:
    "Social and video work for a rolling-paper master brand and its two sub-brands: one clear brand system, built to speak with character in a regulated category.",
  description:
    "Master-brand social and video for a rolling-paper maker with two sub-brands, creative that stays distinctive within a regulated category.",
  teaser: "A master brand and two sub-brands in a regulated category.",
  cover: {
    palette: ["#e3e6d2", "#1f2a17", "#7d9a3f", "#d4d9bd"],
    composition: "grid",
    lines: ["SMK"],
    emoji: "🌿",
    alt: "Cover art: the letters S, M and K, one to each cell of a ruled grid, in condensed deep olive capitals on a pale hemp field, with one corner picked out in leaf green.",
  },
  disciplines: [
    {
      title: "Brand Architecture",
      description:
        "A clear system for the master brand and its two sub-brands: what they share, where they differ and how each one speaks.",
    },
    {
      title: "Social Content",
      description:
        "Distinct social identities for each brand, with content built to platform rules as carefully as to audience tastes.",
    },
    {
      title: "Video Production",
      description:
        "Product and brand films that show craft and character while staying inside the category’s restrictions.",
    },
    {
      title: "Compliance-Led Creative",
      description:
        "Creative developed with the category’s rules in mind from the first idea, not checked against them at the end.",
    },
  ],
  challenge: [
    "Rolling papers are a regulated category. Platforms restrict what can be shown and said, and one careless post can cost an account. At the same time the brand family, a master brand and two sub-brands, needed to feel distinct enough to reach different audiences.",
    "The brand needed social and video work with real character that never stepped outside the lines, and a structure that kept three brands from blurring into one.",
  ],
  approach: [
    "We started with brand architecture: what the master brand stands for, and what each sub-brand adds. That gave every piece of content a clear owner and a clear voice.",
    "Creative was developed with the category’s rules as a design constraint from day one. Video focused on craft, materials and culture, and social content was built for each platform’s policies, so the work could be bold without putting the accounts at risk.",
  ],
  results: [
    { headline: "2 sub-brands", caption: "Each given a distinct voice and look under one clear master brand." },
    {
      headline: "Compliant",
      caption: "Every post and film made to the rules of a regulated category from the first idea.",
    },
    {
      headline: "One system",
      caption: "A brand architecture that keeps a family of three brands consistent and distinct.",
    },
  ],
  related: ["leuchtturm1917", "peroni", "ria-money-transfer"],
  art: {
    layout: "statement",
    pullQuote: "Creative was developed with the category’s rules as a design constraint from day one.",
  },
  published: "2025-09-01",
});
