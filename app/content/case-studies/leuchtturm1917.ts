import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "leuchtturm1917",
  title: "Leuchtturm1917",
  sector: "Stationery",
  summary:
    "Five-plus years of patient community building for a notebook brand whose fans fill its pages with their own work, and an Instagram following of 200K+ built on sharing it.",
  description:
    "Community building for a stationery brand: 200K+ Instagram followers grown over 5+ years by putting the people who use the notebooks at the centre.",
  teaser: "200K+ followers built over 5+ years of community.",
  cover: {
    palette: ["#f2eee4", "#17233f", "#d8452f", "#e4ddcd"],
    composition: "stack",
    lines: ["Leucht", "turm", "1917"],
    emoji: "📓",
    alt: "Cover art: the name Leuchtturm1917 stacked in three condensed navy lines, Leucht, turm and 1917, on faint ruled lines across a warm paper field, with a red marker.",
  },
  disciplines: [
    {
      title: "Community Management",
      description:
        "A daily presence in the comments and messages, answering questions, celebrating work and keeping the conversation warm.",
    },
    {
      title: "Content Strategy",
      description:
        "Editorial pillars built around what the community makes with the notebooks, planned far enough ahead to stay consistent.",
    },
    {
      title: "User-Generated Content",
      description:
        "A clear, respectful process for finding, crediting and featuring fans’ spreads, so being reposted feels like recognition.",
    },
    {
      title: "Creator Collaborations",
      description:
        "Partnerships with journalling, lettering and planning creators whose audiences already care about paper and ink.",
    },
  ],
  challenge: [
    "People who love notebooks love them deeply, but a notebook is a private object. The brand’s most persuasive content was happening on desks and in sketchbooks where nobody could see it.",
    "The task was to turn that private devotion into a public community, and to keep it growing for years rather than chasing short spikes of reach that fade as soon as the budget stops.",
  ],
  approach: [
    "We treated the community as the brand’s editorial team. Fans’ pages became the heart of the feed, credited and celebrated, with the brand’s own posts setting themes, prompts and seasonal moments for people to respond to.",
    "Consistency did the rest. The same voice and the same care in the comments, year after year, made the account a place people returned to, and gave creators a reason to bring their own audiences with them.",
  ],
  results: [
    {
      headline: "200K+",
      caption: "Instagram followers, built by featuring the community’s own work rather than renting reach.",
    },
    {
      headline: "5+ years",
      caption: "Of continuous community building, with one voice and one standard of care throughout.",
    },
    { headline: "Fan-made", caption: "The community’s own spreads became the brand’s most persuasive content." },
  ],
  related: ["smk-pure-hemp", "ria-money-transfer", "peroni"],
  art: {
    layout: "editorial",
    pullQuote: "We treated the community as the brand’s editorial team.",
  },
  published: "2025-09-01",
});
