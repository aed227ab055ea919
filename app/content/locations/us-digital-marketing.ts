import { defineContent } from "../shared";
import { locationSchema } from "./schema";

export default defineContent(locationSchema, "locations/us-digital-marketing", {
  slug: "us-digital-marketing",
  name: "US Digital Marketing",
  kind: "location",
  meta: {
    title: "US Digital Marketing Agency, New York | Lumen & Lark",
    description:
      "Digital marketing for brands growing in the United States, from our New York office: $10M+ in US media, 15+ campaigns launched and 200% growth.",
  },
  place: { city: "New York", country: "United States", countryCode: "US", lat: 40.7223, lng: -74.0018 },
  theme: { accent: "cobalt", heroTone: "paper", surface: "ink", motif: "coordinates" },
  hero: {
    eyebrow: "Digital marketing · United States",
    heading: "Win America one market at a time.",
    lead: "From our New York office we launch and grow brands in the most competitive advertising market in the world. Paid media, social and creative built for American audiences, with the strategy joined up to London and Barcelona.",
    cta: "Plan your US growth",
  },
  stats: {
    kind: "figures",
    eyebrow: "The US in numbers",
    heading: "Proven in America.",
    items: [
      { value: "$10M+", label: "in US media managed" },
      { value: "15+", label: "US campaigns launched" },
      { value: "200%", label: "growth for our US clients" },
    ],
  },
  services: {
    eyebrow: "Services in the US",
    heading: "Built for the American market.",
    cards: [
      {
        title: "Paid search & social",
        description:
          "Media planned state by state and audience by audience, so budgets follow demand rather than a national average.",
        href: "/paid-media-ppc-management",
      },
      {
        title: "Market entry & launch",
        description:
          "Positioning, pricing signals and a launch plan for brands arriving from the UK or Europe, tested before the big spend.",
        href: "/brand-strategy-positioning",
      },
      {
        title: "Social & creators",
        description:
          "Creator partnerships and platform-native content that speak the way Americans actually talk about your category.",
        href: "/social-media-marketing",
      },
      {
        title: "Technology & SaaS growth",
        description:
          "Demand generation and launches for technology companies selling to US buyers and raising from US investors.",
        href: "/technology-saas-marketing",
      },
    ],
  },
  perspective: {
    eyebrow: "What changes in the US",
    heading: "The same brand, a different market.",
    points: [
      {
        title: "Fifty audiences, not one",
        description:
          "Regional culture, climate and media costs vary enormously. We test in a handful of markets, then scale what works.",
      },
      {
        title: "Competition for every click",
        description:
          "Auctions are crowded and expensive, so creative quality and conversion rate matter more here than anywhere else.",
      },
      {
        title: "Two time zones covered",
        description:
          "New York and London overlap every working morning, so decisions made in one office are live in the other the same day.",
      },
    ],
  },
  order: ["stats", "perspective", "services"],
});
