import { defineContent } from "../shared";
import { serviceSchema } from "./schema";

export default defineContent(serviceSchema, "services/social-media-marketing", {
  slug: "social-media-marketing",
  name: "Social Media Marketing",
  meta: {
    title: "Social Media Marketing Agency | Lumen & Lark",
    description:
      "Social strategy, content, community management and paid social for brands that want audiences who buy and return: 2M+ followers grown at 12.3% engagement.",
  },
  theme: { accent: "ember", heroTone: "deep", surface: "none", motif: "grid" },
  hero: {
    eyebrow: "Social Media Marketing",
    heading: "Communities that outlast the algorithm.",
    lead: "Strategy, content, community management and paid social, run by people who spend their days in the same feeds as your customers. We build audiences that buy, come back and bring their friends.",
    cta: "Grow your community",
  },
  results: {
    eyebrow: "Results",
    heading: "Reach is rented. Community is owned.",
    figures: [
      { value: "2M+", label: "followers grown for our clients" },
      { value: "12.3%", label: "engagement rate" },
      { value: "450%", label: "increase in return on social investment" },
    ],
  },
  cases: {
    eyebrow: "Featured work",
    heading: "Five years in one brand’s community.",
    items: [
      {
        brand: "LEUCHTTURM1917",
        sector: "Stationery",
        title: "A notebook brand people talk about",
        summary:
          "Years of patient community building on Instagram: creator partnerships, a recognisable visual language and conversations answered by people, not templates.",
        figures: [
          { value: "200,000+", label: "Instagram followers" },
          { value: "8.5%", label: "engagement rate" },
        ],
      },
    ],
  },
  offerings: {
    eyebrow: "What we do",
    heading: "Everything social, from the idea to the reply.",
    cards: [
      {
        title: "Social strategy",
        description:
          "Which platforms, which audiences and what role each plays, with the measures that prove it is working in the first 90 days.",
      },
      {
        title: "Content production",
        description:
          "Short-form video, photography and design made in-house and native to each platform, on a calendar your team can rely on.",
      },
      {
        title: "Community management",
        description:
          "Replies, moderation and conversation in your brand’s voice, with an agreed escalation route for the moments that matter.",
      },
      {
        title: "Creators & influencers",
        description:
          "Partnerships chosen for audience fit rather than follower count, briefed properly and measured on what they sell.",
      },
      {
        title: "Paid social",
        description:
          "Budget put behind the posts already working, so spend amplifies proven content instead of propping up weak ideas.",
      },
      {
        title: "Listening & reporting",
        description:
          "Monthly reporting on sentiment, share of voice and sales, in language your leadership team will actually read.",
      },
    ],
  },
  badges: {
    kind: "platforms",
    eyebrow: "Platforms",
    heading: "Fluent in every feed.",
    lead: "Each platform has its own grammar. Tap or hover over one to see how we use it.",
    items: [
      { label: "Instagram", explanation: "Visual storytelling, Reels and the community around a brand." },
      { label: "TikTok", explanation: "Entertainment first: culture-led video that earns its reach." },
      { label: "YouTube", explanation: "Long-form and Shorts for search, education and loyal subscribers." },
      { label: "LinkedIn", explanation: "Thought leadership and employer brand for B2B audiences." },
      { label: "Pinterest", explanation: "Inspiration that turns into planning, lists and purchases." },
      { label: "Facebook", explanation: "Groups, events and broad reach for communities over 35." },
      { label: "Threads", explanation: "Conversation-led posts for brands with a voice worth hearing." },
    ],
  },
  order: ["results", "cases", "offerings", "badges"],
});
