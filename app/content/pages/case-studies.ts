/** Copy for the case study index and the case study page template. */

export const caseStudyIndexCopy = {
  meta: {
    title: "Case Studies | Lumen & Lark",
    description:
      "Twelve brands, from a dating app’s Spanish launch to flights to the Faroe Islands: the strategy, media and creative behind the work.",
  },
  eyebrow: "Case Studies",
  heading: "Work that earned its place in the market.",
  lead: "Launches, communities, campaigns and partnerships for brands in dating, drinks, travel, technology and beyond. Each one starts with a clear problem and ends with work people noticed.",
  cardCta: "Read Full Case Study",
} as const;

export const caseStudyPageCopy = {
  metaTitle: (title: string) => `${title} Case Study | Lumen & Lark`,
  back: "Back to Case Studies",
  facts: { client: "Client", sector: "Sector", disciplines: "Disciplines" },
  disciplines: { eyebrow: "What we did", heading: "Disciplines Applied" },
  challenge: "The Challenge",
  approach: "Our Approach",
  results: { eyebrow: "Outcomes", heading: "Results & Impact" },
  related: { eyebrow: "Keep exploring", heading: "More Case Studies", cta: "Read case study" },
} as const;
