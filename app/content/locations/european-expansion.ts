import { defineContent } from "../shared";
import { locationSchema } from "./schema";

export default defineContent(locationSchema, "locations/european-expansion", {
  slug: "european-expansion",
  name: "European Expansion",
  kind: "market",
  meta: {
    title: "European Market Expansion Marketing | Lumen & Lark",
    description:
      "Launch and grow across Europe with one accountable team: market entry strategy, localisation and media, led from our Barcelona office and our London head office.",
  },
  place: { city: "Barcelona", country: "Spain", countryCode: "ES", lat: 41.3979, lng: 2.1915 },
  theme: { accent: "cobalt", heroTone: "paper", surface: "accent", motif: "nodes" },
  hero: {
    eyebrow: "European expansion",
    heading: "One brand. Many languages. No lost meaning.",
    lead: "Europe rewards brands that respect its differences. We plan which markets to enter and in what order, adapt the brand for each, and run launches from Barcelona and London with one team accountable for all of it.",
    cta: "Plan your expansion",
  },
  stats: {
    kind: "figures",
    eyebrow: "Across Europe",
    heading: "Work that already crosses borders.",
    lead: "Figures from our European programmes, and the offices that run them.",
    items: [
      { value: "8", label: "languages in our agency-of-record work for SATO Europe, since 2023" },
      { value: "4", label: "route campaigns into the Faroe Islands for Atlantic Airways" },
      { value: "3", label: "offices: London, New York and Barcelona" },
    ],
  },
  services: {
    eyebrow: "Services",
    heading: "From market choice to local launch.",
    cards: [
      {
        title: "Market entry strategy",
        description:
          "Which countries first, with what proposition and what budget, based on demand, competition and how your product travels.",
        href: "/brand-strategy-positioning",
      },
      {
        title: "Localisation & transcreation",
        description:
          "Messaging rewritten by native speakers for meaning and tone, not translated word for word, then checked against the original intent.",
      },
      {
        title: "Multi-market media",
        description:
          "Paid search and social across countries and languages, managed in one structure so you can compare markets like for like.",
        href: "/paid-media-ppc-management",
      },
      {
        title: "PR & launch events",
        description:
          "Local press, creators and experiential launches that make a foreign brand feel like it belongs from the first week.",
      },
    ],
  },
  cases: {
    eyebrow: "Case studies",
    heading: "European work in detail.",
    items: [
      {
        brand: "SATO Europe",
        sector: "B2B technology",
        title: "Agency of record in eight languages",
        summary:
          "An agency-of-record partnership since 2023 for a B2B auto-ID technology firm, with one brand voice carried through every market it sells in.",
        href: "/case-studies/sato-europe",
      },
      {
        brand: "Atlantic Airways",
        sector: "Aviation",
        title: "Four cities, one destination",
        summary:
          "Performance campaigns from London Gatwick, Barcelona, New York and Paris to the Faroe Islands, each adapted to its own audience.",
        href: "/case-studies/atlantic-airways",
      },
    ],
  },
  order: ["services", "stats", "cases"],
});
