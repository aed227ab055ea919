import { defineContent } from "../shared";
import { locationSchema } from "./schema";

export default defineContent(locationSchema, "locations/global-brand-strategy", {
  slug: "global-brand-strategy",
  name: "Global Brand Strategy",
  kind: "market",
  meta: {
    title: "Global Brand Strategy Agency | Lumen & Lark",
    description:
      "One brand platform that works in every market: global positioning, localisation and governance, proven across 50+ markets and 25 languages.",
  },
  place: { city: "London", country: "United Kingdom", countryCode: "GB", lat: 51.5246, lng: -0.1057 },
  theme: { accent: "ember", heroTone: "paper", surface: "ink", motif: "meridians" },
  hero: {
    eyebrow: "Global brand strategy",
    heading: "A brand that travels without losing itself.",
    lead: "We build brand platforms strong enough to hold together across continents and flexible enough for local teams to make them their own. Strategy led from London, delivered with our teams in New York and Barcelona.",
    cta: "Build a global brand",
  },
  stats: {
    kind: "figures",
    eyebrow: "Global reach",
    heading: "Strategy tested across the map.",
    items: [
      { value: "50+", label: "markets reached" },
      { value: "25", label: "languages" },
      { value: "300%", label: "growth" },
    ],
  },
  perspective: {
    eyebrow: "Our approach",
    heading: "Global core, local voice.",
    points: [
      {
        title: "Fixed where it matters",
        description:
          "Purpose, positioning and the few brand codes that must never change are agreed once and protected everywhere.",
      },
      {
        title: "Flexible where it helps",
        description:
          "Messaging, imagery and channel mix adapt to each market, within a framework local teams helped to write.",
      },
      {
        title: "Governed, not policed",
        description:
          "Guidelines, toolkits and a light review rhythm keep the brand consistent without slowing local launches down.",
      },
    ],
  },
  services: {
    eyebrow: "Services",
    heading: "What a global brand needs.",
    cards: [
      {
        title: "Global brand platform",
        description:
          "Purpose, positioning, personality and proof, written to survive translation and to guide decisions in every office.",
        href: "/brand-strategy-positioning",
      },
      {
        title: "Market prioritisation",
        description:
          "Where to lead, where to follow and where to wait, judged on demand, competition and the strength of your local partners.",
        href: "/european-expansion",
      },
      {
        title: "Localisation at scale",
        description:
          "Transcreation, cultural checks and local creative, so campaigns land with the same meaning in every language.",
        href: "/content-creation-strategy",
      },
      {
        title: "Brand governance",
        description:
          "Guidelines, templates, training and an asset library that keep dozens of teams on-brand without a bottleneck.",
      },
    ],
  },
  order: ["stats", "perspective", "services"],
});
