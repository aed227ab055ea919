import { defineContent } from "../shared";
import { serviceSchema } from "./schema";

export default defineContent(serviceSchema, "services/content-creation-strategy", {
  slug: "content-creation-strategy",
  name: "Content Creation & Strategy",
  meta: {
    title: "Content Creation & Strategy Agency | Lumen & Lark",
    description:
      "Editorial strategy, video, photography and long-form content planned back from the pipeline: 1000+ pieces produced and 60% more qualified leads for clients.",
  },
  theme: { accent: "cobalt", heroTone: "paper", surface: "ink", motif: "stack" },
  hero: {
    eyebrow: "Content Creation & Strategy",
    heading: "Content with a job to do.",
    lead: "Editorial strategy, production and distribution, planned backwards from your pipeline. Every piece has an audience, a channel and a measure of success before anyone picks up a camera.",
    cta: "Plan your content",
  },
  offerings: {
    eyebrow: "What we make",
    heading: "A studio and an editorial desk, under one roof.",
    lead: "Strategists, writers, directors and editors work from one calendar, so a single idea becomes a film, an article, a carousel and a sales email without losing its point.",
    cards: [
      {
        title: "Content strategy",
        description:
          "Audience research, editorial pillars and a calendar tied to your commercial moments, so content serves the pipeline rather than just the feed.",
      },
      {
        title: "Video & motion",
        description:
          "Brand films, short-form social video and animated explainers, scripted to hold attention in the first three seconds.",
      },
      {
        title: "Photography direction",
        description:
          "Art direction and shoots for products, places and people, with a visual system that keeps every frame recognisably yours.",
      },
      {
        title: "Thought leadership",
        description:
          "Articles, reports and newsletters that give your experts a point of view worth quoting, edited to a publication standard.",
      },
      {
        title: "Search content",
        description:
          "Pages planned from real search demand and written for people first, so they rank, get read and lead somewhere.",
      },
      {
        title: "Repurposing & operations",
        description:
          "One strong idea, cut for every channel, with templates, approvals and an asset library that keeps production moving.",
      },
    ],
  },
  results: {
    eyebrow: "Results",
    heading: "Output is easy. Outcomes are the point.",
    figures: [
      { value: "1000+", label: "pieces of content produced" },
      { value: "275%", label: "increase in engagement" },
      { value: "60%", label: "more qualified leads" },
    ],
  },
  badges: {
    kind: "platforms",
    eyebrow: "Channels",
    heading: "Made for where it will be seen.",
    lead: "The same idea lands differently on every channel. Tap or hover over one to see how we shape it.",
    items: [
      { label: "Your website", explanation: "Search-led pages and articles that turn visits into enquiries." },
      { label: "YouTube", explanation: "Explainers and series that keep working in search for years." },
      { label: "Instagram", explanation: "Carousels, Reels and stills built around a consistent visual system." },
      { label: "TikTok", explanation: "Native, creator-style video that feels made for the feed." },
      { label: "LinkedIn", explanation: "Executive voices and documents that travel inside buying teams." },
      { label: "Email", explanation: "Newsletters people open, because each issue earns the next one." },
      { label: "Podcasts", explanation: "Long conversations that build trust with a committed audience." },
    ],
  },
  order: ["offerings", "results", "badges"],
});
