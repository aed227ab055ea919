import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "ikibana",
  title: "Ikibana",
  sector: "Hospitality",
  summary:
    "Photography and social direction for a restaurant group across its 3 Barcelona locations: one visual language that makes every dish and room recognisably its own.",
  description:
    "Photography and social direction for a restaurant group across 3 Barcelona locations, unified by one art direction.",
  teaser: "Photography and social across 3 Barcelona locations.",
  cover: {
    palette: ["#a8402a", "#fbeee2", "#1f0f0b", "#933521"],
    composition: "figure",
    figure: "3",
    emoji: "🍣",
    alt: "Cover art: a tall cream figure 3, for the three restaurants, standing on a twelve-column grid across a terracotta field, with the name Ikibana at the top.",
  },
  disciplines: [
    {
      title: "Food Photography",
      description:
        "Dishes, drinks and details shot to one lighting and styling standard, so every image belongs to the group.",
    },
    {
      title: "Art Direction",
      description:
        "A visual language covering light, colour, composition and props, written down so it survives every shoot.",
    },
    {
      title: "Social Media Management",
      description:
        "Feeds for each location planned together, sharing one identity while giving each restaurant its own character.",
    },
    {
      title: "Content Planning",
      description:
        "Shoots scheduled around menus, seasons and events, keeping a steady supply of fresh images for every channel.",
    },
  ],
  challenge: [
    "A restaurant group with 3 Barcelona locations has three kitchens, three rooms and three sets of regulars. Without a shared direction, each location’s photography and social drifted apart, and the group’s identity got lost between them.",
    "In a city where people choose restaurants from their phones, the pictures are the first taste. They needed to be consistently beautiful and unmistakably the group’s.",
  ],
  approach: [
    "We wrote an art direction before we picked up a camera: how light falls, which colours lead, how close we get to a plate and what sits around it. Every shoot across the 3 locations followed it.",
    "Social was then planned as one system with three voices. Each location keeps its personality and its regulars, while the feeds together read as one group with a clear point of view.",
  ],
  results: [
    { headline: "3 locations", caption: "Barcelona restaurants brought under one photographic and social direction." },
    { headline: "One look", caption: "An art direction that makes every dish and room recognisably the group’s." },
    { headline: "Social-first", caption: "Images made for the phone, where diners in Barcelona decide where to eat." },
  ],
  related: ["uber-eats", "ruinart", "tinder"],
  art: {
    layout: "editorial",
    pullQuote: "In a city where people choose restaurants from their phones, the pictures are the first taste.",
  },
  published: "2025-09-01",
});
