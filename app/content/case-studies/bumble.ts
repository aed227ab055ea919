import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "bumble",
  title: "Bumble",
  sector: "Dating app",
  summary:
    "Social content and community for a dating app built on confident first moves: a warm, funny, always-on presence that made the brand part of everyday conversation.",
  description:
    "Social-first brand building for a dating app: creator partnerships, community events and an always-on voice built on confident first moves.",
  teaser: "Social-first brand building for a dating app.",
  cover: {
    palette: ["#fbc93d", "#1b1710", "#fff6d8", "#f2b824"],
    composition: "crop",
    emoji: "🐝",
    alt: "Cover art: the name Bumble in huge black letters, cropped by the left, right and bottom edges, across a honey-yellow field split into two tones.",
  },
  disciplines: [
    {
      title: "Social Strategy",
      description:
        "An always-on plan built around the moments people talk about dating, from first messages to the stories told afterwards.",
    },
    {
      title: "Creator Partnerships",
      description: "Creators chosen for honesty and humour, telling their own stories about making the first move.",
    },
    {
      title: "Community Events",
      description: "Small, well-hosted gatherings that turned an app into a place to meet people in real life.",
    },
    {
      title: "Content Production",
      description:
        "Short-form video and social assets made quickly enough to join conversations while they are still happening.",
    },
  ],
  challenge: [
    "Dating apps are judged on how they make people feel, and the category is crowded with brands saying similar things in similar ways. A dating app with a distinctive idea still has to prove it in the feed, every day, against everything else people scroll past.",
    "The brand needed a social presence that felt like its own: confident, kind and funny, and consistent enough that people recognised it before they saw the logo.",
  ],
  approach: [
    "We built the voice around confident first moves and gave it a steady rhythm: topical posts, creator stories and community moments, each planned to start a conversation rather than broadcast a message.",
    "Creators told their own stories in their own words, and community events gave people a reason to meet offline. Together they made the brand feel less like an app and more like a community people wanted to belong to.",
  ],
  results: [
    {
      headline: "Always-on",
      caption: "A steady social rhythm that kept the brand in everyday conversation about dating.",
    },
    {
      headline: "Creator-led",
      caption: "Honest, funny creator stories that carried the brand’s idea in voices people trust.",
    },
    { headline: "Community", caption: "Real-life events that turned followers into a community of people who meet." },
  ],
  related: ["tinder", "ria-money-transfer", "leuchtturm1917"],
  art: {
    layout: "statement",
    pullQuote:
      "Together they made the brand feel less like an app and more like a community people wanted to belong to.",
  },
  published: "2025-09-01",
});
