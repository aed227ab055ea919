import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "guardian-glass",
  title: "Guardian Glass",
  sector: "Specialty glass",
  summary:
    "Making homeowners care about the glass in their own homes: ‘The Great Outdoors’, a consumer campaign that sent people to dealers asking for a specialty glass by name.",
  description:
    "Consumer demand generation for a specialty glass maker that sells through dealers, led by the campaign ‘The Great Outdoors’.",
  teaser: "‘The Great Outdoors’: consumer demand for a glass sold through dealers.",
  cover: {
    palette: ["#0e3634", "#e2f2ed", "#7fd1bd", "#174a47"],
    composition: "bands",
    emoji: "🪟",
    alt: "Cover art: the name Guardian Glass repeated across four bands of deep glass green, in pale letters that grow from hairline to heavy, band by band.",
  },
  disciplines: [
    {
      title: "Campaign Platform",
      description:
        "‘The Great Outdoors’: one idea that turned a technical product into a feeling homeowners recognise, the outside brought in.",
    },
    {
      title: "Paid Social & Search",
      description:
        "Media planned around the moments homeowners research windows and renovations, with messages matched to each stage.",
    },
    {
      title: "Content Creation",
      description:
        "Lifestyle films and photography that show what the glass does for a room, rather than what it is made of.",
    },
    {
      title: "Dealer Enablement",
      description:
        "Campaign assets and a clear route from advert to local dealer, so the demand created had somewhere to go.",
    },
  ],
  challenge: [
    "Specialty glass is chosen by professionals and rarely asked for by the people who live behind it. Homeowners think about frames, styles and prices; the glass itself is invisible, and the dealers who sell it have little reason to recommend one maker over another.",
    "To grow, the brand had to create demand with consumers it had never spoken to directly, without going around the dealer network that makes every sale.",
  ],
  approach: [
    "‘The Great Outdoors’ reframed the product around what homeowners already want: more light, a better view and a home that feels connected to the world outside. The glass became the reason the view looks the way it does.",
    "We ran the campaign where renovation decisions start, in social feeds and search results, and ended every journey at a dealer. Dealers were equipped with the same campaign so a homeowner who walked in asking was met with a familiar story.",
  ],
  results: [
    {
      headline: "By name",
      caption: "A consumer campaign built so homeowners arrive at dealers asking for the glass itself.",
    },
    {
      headline: "Dealer-led",
      caption: "Every journey ended with a local dealer, strengthening the channel rather than bypassing it.",
    },
    { headline: "Outdoors", caption: "‘The Great Outdoors’ gave a technical product an emotional, ownable idea." },
  ],
  related: ["sato-europe", "atlantic-airways", "ruinart"],
  art: {
    layout: "statement",
    pullQuote: "The glass became the reason the view looks the way it does.",
  },
  published: "2025-09-01",
});
