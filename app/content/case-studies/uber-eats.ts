import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "uber-eats",
  title: "Uber Eats",
  sector: "Food delivery",
  summary:
    "Launching a food-delivery app in Barcelona through the people the city already follows: local influencers who made the launch feel like a recommendation from a friend.",
  description:
    "A food-delivery launch in Barcelona led by local influencers, with content rooted in the city’s own neighbourhoods and restaurants.",
  teaser: "A Barcelona launch through local influencers.",
  cover: {
    palette: ["#13c16e", "#0b1510", "#f3f7ef", "#0aa55b"],
    composition: "monogram",
    emoji: "🛵",
    alt: "Cover art: a giant black capital U, cut off by the top and bottom of the frame, over a deeper green block on a bright green field, with the name Uber Eats set small beneath a pale rule.",
  },
  disciplines: [
    {
      title: "Influencer Marketing",
      description:
        "A roster of Barcelona food, lifestyle and neighbourhood creators chosen for trust with their audience, not follower counts alone.",
    },
    {
      title: "Launch Strategy",
      description:
        "A phased plan that built curiosity before the launch, turned it into first orders at launch, and kept the city talking after.",
    },
    {
      title: "Social Content",
      description:
        "Short-form video and stories that showed real Barcelona dishes, streets and moments rather than generic delivery shots.",
    },
    {
      title: "Local Partnerships",
      description:
        "Restaurants the city loves brought into the content, so the launch celebrated Barcelona’s food rather than replacing it.",
    },
  ],
  challenge: [
    "Barcelona has a strong food culture and a healthy scepticism of anything that feels imported. A delivery app launching there was competing not only with rivals but with the city’s habit of eating out, late and together.",
    "The launch needed to earn a place in local routines quickly, with a message that felt like it came from Barcelona rather than from a global playbook.",
  ],
  approach: [
    "We built the launch around local influencers whose audiences trust their taste: people who already shape where Barcelona eats. Each creator had freedom to show the app in their own neighbourhood and style, within a shared launch narrative.",
    "Content featured the city’s own restaurants and rhythms, from late dinners to lazy Sundays, and was sequenced across the launch so curiosity came first, first orders second and habit after that.",
  ],
  results: [
    {
      headline: "Barcelona",
      caption: "A launch that looked and sounded like the city, because the city’s own voices told it.",
    },
    {
      headline: "Creator-led",
      caption: "Local influencers carried the message, turning a launch into personal recommendations.",
    },
    {
      headline: "Local",
      caption: "Barcelona restaurants at the centre of the content, celebrating the city’s food culture.",
    },
  ],
  related: ["ikibana", "tinder", "peroni"],
  art: {
    layout: "editorial",
    pullQuote:
      "We built the launch around local influencers whose audiences trust their taste: people who already shape where Barcelona eats.",
  },
  published: "2025-09-01",
});
