import { defineContent } from "../shared";
import { locationSchema } from "./schema";

export default defineContent(locationSchema, "locations/remote-marketing-teams", {
  slug: "remote-marketing-teams",
  name: "Remote Marketing Teams",
  kind: "market",
  meta: {
    title: "Remote Marketing Teams | Lumen & Lark",
    description:
      "Senior marketing specialists who work as part of your team, wherever you are: dedicated teams of 2–8 specialists, project-based work or hybrid support.",
  },
  place: { city: "London", country: "United Kingdom", countryCode: "GB", lat: 51.5246, lng: -0.1057 },
  theme: { accent: "ember", heroTone: "deep", surface: "none", motif: "nodes" },
  hero: {
    eyebrow: "Remote marketing teams",
    heading: "Your marketing team, extended.",
    lead: "Senior strategists, media buyers and creatives who join your tools, your rituals and your goals, wherever your business is based. Add capacity in weeks, not hiring cycles, and keep the knowledge when the work is done.",
    cta: "Build your team",
  },
  models: {
    eyebrow: "Ways to work together",
    heading: "Three models, one standard.",
    lead: "Choose the shape that fits your stage. You can move between them as your needs change.",
    items: [
      {
        name: "Dedicated Teams",
        scale: "2–8 specialists",
        description:
          "A standing team assigned to your brand, working in your Slack, your stand-ups and your planning cycles, with a lead who owns the results.",
        bestFor: "Brands with continuous demand and ambitious growth targets.",
      },
      {
        name: "Project-Based",
        scale: "Fixed scope, fixed dates",
        description:
          "A defined outcome such as a launch, a rebrand or a media audit, delivered to an agreed scope, timeline and fee.",
        bestFor: "A clear piece of work with a beginning and an end.",
      },
      {
        name: "Hybrid Support",
        scale: "Core team plus specialists",
        description:
          "Your in-house team stays in charge; we add specialist skills, extra capacity or senior oversight where and when it is needed.",
        bestFor: "In-house teams that need depth, not a replacement.",
      },
    ],
  },
  stats: {
    kind: "highlights",
    eyebrow: "In practice",
    heading: "Remote, not distant.",
    items: [
      { value: "2–8", label: "specialists in a dedicated team" },
      { value: "3", label: "offices covering European and American working hours" },
      { value: "24h", label: "to reply to every enquiry" },
    ],
  },
  services: {
    eyebrow: "Specialists on call",
    heading: "The skills teams ask us for most.",
    cards: [
      {
        title: "Paid media specialists",
        description:
          "Search, social and programmatic buyers who take over accounts in days and report in your format, not ours.",
        href: "/paid-media-ppc-management",
      },
      {
        title: "Social & community",
        description:
          "Social strategists, creators and community managers who post, reply and report as part of your brand team.",
        href: "/social-media-marketing",
      },
      {
        title: "Content & creative",
        description:
          "Writers, designers and video editors working from your brief and brand guidelines, on a production rhythm you set.",
        href: "/content-creation-strategy",
      },
      {
        title: "Strategy & leadership",
        description:
          "A senior strategist to set direction, coach your team and keep every specialist pointed at the same commercial goal.",
        href: "/brand-strategy-positioning",
      },
    ],
  },
  order: ["models", "stats", "services"],
});
