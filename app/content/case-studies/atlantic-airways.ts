import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "atlantic-airways",
  title: "Atlantic Airways",
  sector: "Aviation",
  summary:
    "Performance marketing for an airline’s routes to the Faroe Islands from London Gatwick, Barcelona, New York and Paris: 4 route campaigns, powered by video shot on location.",
  description:
    "Performance marketing for an airline flying to the Faroe Islands, with 4 route campaigns and location video from the islands themselves.",
  teaser: "4 route campaigns to the Faroe Islands, with location video.",
  cover: {
    palette: ["#dde5ea", "#0d2231", "#ff7a4d", "#cdd9e0"],
    composition: "figure",
    figure: "4",
    emoji: "✈️",
    alt: "Cover art: a tall navy figure 4, for the four route campaigns, standing on a twelve-column grid across a pale sea-mist field, with the name Atlantic Airways at the top.",
  },
  disciplines: [
    {
      title: "Performance Marketing",
      description: "Paid search, social and display run as one programme, optimised route by route towards bookings.",
    },
    {
      title: "Route Campaigns",
      description:
        "A dedicated campaign for each gateway, London Gatwick, Barcelona, New York and Paris, written for that city’s travellers.",
    },
    {
      title: "Location Video",
      description:
        "Film shot in the Faroe Islands, cut into formats for every placement so the destination sells itself.",
    },
    {
      title: "Audience Strategy",
      description:
        "Audiences built around the travellers each city sends, from adventure seekers to people who want somewhere new and quiet.",
    },
  ],
  challenge: [
    "The Faroe Islands are extraordinary and, for most travellers, unfamiliar. Before anyone books a flight they have to discover the destination, imagine themselves there and believe it is within reach from their own city.",
    "With routes from London Gatwick, Barcelona, New York and Paris, each market started from a different place: different travellers, different reasons to go and different ways of searching for their next trip.",
  ],
  approach: [
    "We ran 4 route campaigns, one per gateway, each with its own audiences, messages and budget, so every market was judged on its own results and optimised on its own data.",
    "Video shot on location gave every campaign the islands’ own light, weather and scale. Cut into short formats for each platform, it did the work of discovery first, and performance media turned that interest into searches and bookings.",
  ],
  results: [
    {
      headline: "4",
      caption: "Route campaigns, from London Gatwick, Barcelona, New York and Paris, each optimised on its own data.",
    },
    { headline: "On location", caption: "Video shot in the Faroe Islands, letting the destination make its own case." },
    { headline: "Always-on", caption: "Performance media managed continuously, route by route, towards bookings." },
  ],
  related: ["sato-europe", "uber-eats", "ria-money-transfer"],
  art: {
    layout: "editorial",
    pullQuote: "Video shot on location gave every campaign the islands’ own light, weather and scale.",
  },
  published: "2025-09-01",
  backLink: "index",
});
