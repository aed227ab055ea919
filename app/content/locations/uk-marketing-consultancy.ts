import { defineContent } from "../shared";
import { locationSchema } from "./schema";

export default defineContent(locationSchema, "locations/uk-marketing-consultancy", {
  slug: "uk-marketing-consultancy",
  name: "UK Marketing Consultancy",
  kind: "market",
  meta: {
    title: "UK Marketing Consultancy | Lumen & Lark",
    description:
      "Senior marketing consultancy for UK businesses: strategy, audits and growth plans from a London team, with a reply to every enquiry within 24 hours.",
  },
  place: { city: "London", country: "United Kingdom", countryCode: "GB", lat: 51.5246, lng: -0.1057 },
  theme: { accent: "cobalt", heroTone: "deep", surface: "none", motif: "meridians" },
  hero: {
    eyebrow: "Marketing consultancy · United Kingdom",
    heading: "Senior marketing thinking, without the overhead.",
    lead: "For UK businesses that need a clear plan before they need a bigger agency. We audit what you have, decide with you what matters most, and stay on to make sure it happens, from Cornwall to Caithness.",
    cta: "Book a consultation",
  },
  stats: {
    kind: "highlights",
    eyebrow: "How we work",
    heading: "A consultancy with a clock.",
    lead: "Advice is only useful if it arrives in time to act on. These commitments apply to every UK engagement.",
    items: [
      { value: "24h", label: "to reply to every enquiry, with first thoughts" },
      { value: "90 days", label: "in which results typically begin to show" },
      { value: "5", label: "phases, from discovery to reporting and reflection" },
    ],
  },
  perspective: {
    eyebrow: "When to call us",
    heading: "Three moments a consultancy earns its fee.",
    points: [
      {
        title: "Growth has stalled",
        description:
          "Spend is up, results are flat, and nobody can say why. We find the leak, whether it sits in positioning, media or the customer journey.",
      },
      {
        title: "A new chapter",
        description:
          "A new product, market, investor or leadership team. We help you set a marketing strategy that matches the ambition of the business plan.",
      },
      {
        title: "Too many agencies",
        description:
          "Several suppliers, no single view. We bring the work into one plan with one set of measures, and tell you honestly what to keep.",
      },
    ],
  },
  services: {
    eyebrow: "Consultancy services",
    heading: "Where we start with UK clients.",
    cards: [
      {
        title: "Marketing audit",
        description:
          "A frank review of brand, channels, data and team, with a ranked list of what to fix first and what it is likely to be worth.",
      },
      {
        title: "Growth strategy",
        description:
          "Audiences, positioning, channel mix and budget in one plan, with quarterly milestones your board can hold you to.",
        href: "/brand-strategy-positioning",
      },
      {
        title: "Media & measurement review",
        description:
          "An independent look at your paid media accounts and tracking, so you know which pounds are working and which are not.",
        href: "/paid-media-ppc-management",
      },
      {
        title: "Fractional leadership",
        description:
          "Senior marketing leadership for a few days a month, to steer in-house teams and suppliers until you are ready to hire.",
      },
    ],
  },
  order: ["perspective", "services", "stats"],
});
