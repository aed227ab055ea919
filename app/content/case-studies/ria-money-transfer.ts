import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "ria-money-transfer",
  title: "Ria Money Transfer",
  sector: "Financial services",
  summary:
    "A social refresh for a money-transfer brand, rebuilt around the people who send money home: testimonial videos made with and for diaspora communities.",
  description:
    "A money-transfer social refresh built on testimonial videos, made with and for the diaspora communities who send money home.",
  teaser: "A social refresh with testimonial videos for diaspora markets.",
  cover: {
    palette: ["#2a150d", "#ffe2cc", "#ff7a2f", "#3a1f14"],
    composition: "stack",
    lines: ["Ria", "Money", "Transfer"],
    emoji: "💸",
    alt: "Cover art: the words Ria, Money and Transfer stacked in condensed peach capitals on faint ruled lines across a deep brown field, with an orange marker.",
  },
  disciplines: [
    {
      title: "Social Refresh",
      description:
        "A new visual and verbal identity for social, warmer and more human, built to work across platforms and markets.",
    },
    {
      title: "Testimonial Video",
      description:
        "Real customers telling their own stories on camera, in their own words, about family, work and home.",
    },
    {
      title: "Diaspora Marketing",
      description:
        "Content planned with each community’s languages, occasions and cultural references in mind, rather than one message for all.",
    },
    {
      title: "Community Management",
      description: "Attentive, respectful replies in the comments, where trust in a financial brand is won or lost.",
    },
  ],
  challenge: [
    "Sending money home is one of the most personal things a person does, yet money-transfer brands usually talk about it in the language of rates and fees. The brand’s social channels had drifted into the same habit and no longer reflected the people who used it.",
    "The refresh had to rebuild trust and warmth across diaspora markets with very different languages, traditions and reasons for sending money.",
  ],
  approach: [
    "We put customers at the centre. Testimonial videos let people explain, in their own words, who they send money to and why it matters. Nothing was scripted beyond the questions, so the stories carried the honesty that advertising cannot fake.",
    "A refreshed social identity gave those stories a consistent, human frame, and content calendars were built community by community, around the occasions and moments that matter to each.",
  ],
  results: [
    { headline: "Testimonial", caption: "Real customers’ stories on video, told in their own words and languages." },
    {
      headline: "Diaspora",
      caption: "Content planned community by community, around the occasions that matter to each.",
    },
    { headline: "Refreshed", caption: "A social presence rebuilt around people rather than rates and fees." },
  ],
  related: ["bumble", "atlantic-airways", "smk-pure-hemp"],
  art: {
    layout: "editorial",
    pullQuote:
      "Nothing was scripted beyond the questions, so the stories carried the honesty that advertising cannot fake.",
  },
  published: "2025-09-01",
});
