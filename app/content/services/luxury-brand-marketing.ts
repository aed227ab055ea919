import { defineContent } from "../shared";
import { serviceSchema } from "./schema";

export default defineContent(serviceSchema, "services/luxury-brand-marketing", {
  slug: "luxury-brand-marketing",
  name: "Luxury Brand Marketing",
  meta: {
    title: "Luxury Brand Marketing Agency | Lumen & Lark",
    description:
      "Experiential events, editorial content and considered partnerships for luxury and premium houses: 15+ brands served with 95% client retention.",
  },
  theme: { accent: "ember", heroTone: "deep", surface: "ink", motif: "glyph" },
  hero: {
    eyebrow: "Luxury Brand Marketing",
    heading: "Desire, handled with restraint.",
    lead: "Experiential events, editorial content and carefully chosen partnerships for luxury and premium houses. We protect what makes a brand rare while introducing it to the people who will carry it forward.",
    cta: "Discuss your house",
  },
  offerings: {
    eyebrow: "What we do",
    heading: "Fewer, better moments.",
    lead: "Luxury is experienced before it is bought. Our work creates those experiences, and the stories that travel from them.",
    cards: [
      {
        title: "Experiential & events",
        description:
          "Private dinners, launches and immersive installations, designed to be remembered and told rather than merely photographed.",
      },
      {
        title: "Heritage storytelling",
        description:
          "Archive, craft and origin turned into editorial that feels current, without trading away the authority of the past.",
      },
      {
        title: "Talent & partnerships",
        description:
          "Artists, chefs, creators and hosts chosen for credibility first and reach second, with the brand’s codes protected.",
      },
      {
        title: "Social & content",
        description:
          "A restrained visual language across social and owned channels, where every image earns its place in the feed.",
      },
      {
        title: "Launches & PR",
        description:
          "Product and collection launches sequenced across press, private clients and social for maximum desire and minimum noise.",
      },
    ],
  },
  cases: {
    eyebrow: "Case study",
    heading: "The world of a champagne house, in person.",
    items: [
      {
        brand: "Ruinart",
        sector: "Champagne",
        title: "Rendezvous and Sensoria",
        summary:
          "Two experiential programmes that brought guests into the world of the champagne house through the senses, and gave them a story worth retelling.",
        href: "/case-studies/ruinart",
      },
    ],
  },
  results: {
    eyebrow: "Results",
    heading: "Trust, measured in years.",
    figures: [
      { value: "15+", label: "luxury and premium brands served" },
      { value: "95%", label: "client retention" },
      { value: "250%", label: "increase in brand value" },
    ],
  },
  badges: {
    kind: "sectors",
    eyebrow: "Sectors",
    heading: "Houses we understand.",
    lead: "Every category has its own codes. Tap or hover over one to see what we respect there.",
    items: [
      {
        label: "Champagne & wine",
        explanation: "Terroir, ritual and the occasion: selling the moment, not the bottle.",
      },
      { label: "Spirits", explanation: "Provenance and craft, told with care in a tightly regulated category." },
      { label: "Fashion & leather", explanation: "Collections launched with the rhythm of the seasons and the press." },
      { label: "Watches & jewellery", explanation: "Craftsmanship made tangible for clients who buy for a lifetime." },
      { label: "Beauty & fragrance", explanation: "Sensory storytelling for products you have to imagine to want." },
      {
        label: "Hospitality & travel",
        explanation: "Hotels and journeys sold through atmosphere rather than amenities.",
      },
    ],
  },
  order: ["offerings", "cases", "results", "badges"],
});
