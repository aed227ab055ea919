import { defineContent } from "../shared";
import { locationSchema } from "./schema";

export default defineContent(locationSchema, "locations/marketing-agency-london", {
  slug: "marketing-agency-london",
  name: "Marketing Agency London",
  kind: "location",
  meta: {
    title: "Marketing Agency in London | Lumen & Lark",
    description:
      "A growth and brand marketing agency headquartered in Clerkenwell: brand strategy, paid media and creative for London brands, with 25+ partnered and £50M+ in ad spend.",
  },
  place: { city: "London", country: "United Kingdom", countryCode: "GB", lat: 51.5246, lng: -0.1057 },
  theme: { accent: "ember", heroTone: "paper", surface: "accent", motif: "coordinates" },
  hero: {
    eyebrow: "Marketing agency · London",
    heading: "The growth partner for London’s ambitious brands.",
    lead: "Our head office is in Clerkenwell, a short walk from the City, Shoreditch and King’s Cross. Strategy, media and creative sit at the same table, and the people who pitch your account are the people who run it.",
    cta: "Meet us in London",
  },
  stats: {
    kind: "figures",
    eyebrow: "London in numbers",
    heading: "Built on London brands.",
    items: [
      { value: "150%", label: "growth for the London brands we work with" },
      { value: "25+", label: "London brands partnered" },
      { value: "£50M+", label: "in ad spend managed" },
    ],
  },
  services: {
    eyebrow: "Services in London",
    heading: "Everything a brand needs to grow, from one studio.",
    cards: [
      {
        title: "Brand strategy & positioning",
        description:
          "Research, positioning and identity for brands competing in one of the most crowded markets in the world.",
        href: "/brand-strategy-positioning",
      },
      {
        title: "Paid media & PPC",
        description:
          "Search, social and programmatic media planned against profitable growth, with reporting your finance team trusts.",
        href: "/paid-media-ppc-management",
      },
      {
        title: "Social media marketing",
        description:
          "Content, community and creators for audiences who set trends in London before the rest of the country follows.",
        href: "/social-media-marketing",
      },
      {
        title: "Content creation",
        description:
          "Films, photography and editorial produced in London, planned back from the moments that matter to your sales.",
        href: "/content-creation-strategy",
      },
    ],
  },
  perspective: {
    eyebrow: "Why London brands choose us",
    heading: "Close enough to call in. Connected enough to go global.",
    points: [
      {
        title: "Around the corner",
        description:
          "Workshops, shoots and reviews happen in person when that is faster. Our Clerkenwell studio is minutes from most of our London clients.",
      },
      {
        title: "Senior from the first meeting",
        description:
          "You work with strategists and media leads who have done this many times before, not with a junior team learning on your budget.",
      },
      {
        title: "A bridge to New York and Barcelona",
        description:
          "When a London brand is ready to travel, our offices in the US and Spain take it there with the same team still accountable.",
      },
    ],
  },
  order: ["stats", "services", "perspective"],
});
