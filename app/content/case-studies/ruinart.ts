import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "ruinart",
  title: "Ruinart",
  sector: "Luxury champagne",
  summary:
    "Experiential events for a luxury champagne house: ‘Rendezvous’ and ‘Sensoria’, two invitations to taste, see and remember the house in person.",
  description:
    "Experiential events for a luxury champagne house, ‘Rendezvous’ and ‘Sensoria’, designed to be felt first and shared second.",
  teaser: "‘Rendezvous’ and ‘Sensoria’: champagne experienced in person.",
  cover: {
    palette: ["#f1ece1", "#1c2a22", "#b48a3a", "#e2d5b5"],
    composition: "crop",
    emoji: "🥂",
    alt: "Cover art: the name Ruinart in tall bottle-green letters, cropped by the left, right and bottom edges, across a chalk-white field over a pale gold band.",
  },
  disciplines: [
    {
      title: "Experiential Design",
      description:
        "Event concepts, guest journeys and spaces built around the senses, so the champagne is the centre of every room.",
    },
    {
      title: "Luxury Brand Strategy",
      description:
        "A clear point of view on what the house stands for, guarding its codes while giving each event room to surprise.",
    },
    {
      title: "Guest Curation",
      description:
        "Invitation lists and hosting shaped for the right mix of collectors, tastemakers and press, rather than the largest crowd.",
    },
    {
      title: "Content Capture",
      description:
        "Photography and film planned into each event from the start, giving the house lasting assets from a single evening.",
    },
  ],
  challenge: [
    "Luxury champagne is bought on feeling, memory and trust. Advertising can describe a house, but it cannot pour a glass, and the people the house most wants to reach are the hardest to impress and the quickest to spot a generic event.",
    "The house needed experiences that felt unmistakably its own: intimate enough to be a privilege, rich enough to be remembered, and beautiful enough to live on after the night was over.",
  ],
  approach: [
    "‘Rendezvous’ was built as an invitation to meet the house up close, an evening designed around conversation and the pleasure of tasting together. ‘Sensoria’ went further into the senses, using light, sound and space to change the way guests experienced each glass.",
    "Both were planned from the guest’s point of view, minute by minute, with content capture woven in quietly so nothing interrupted the experience. The result was a pair of events with a clear shared language and assets the house could use long afterwards.",
  ],
  results: [
    {
      headline: "Rendezvous",
      caption: "An intimate evening that brought guests face to face with the house and its champagne.",
    },
    {
      headline: "Sensoria",
      caption: "A multi-sensory experience using light, sound and space to change how each glass is tasted.",
    },
    {
      headline: "Lasting",
      caption: "Film and photography captured quietly, giving the house assets that outlived each night.",
    },
  ],
  related: ["peroni", "ikibana", "guardian-glass"],
  art: {
    layout: "editorial",
    pullQuote: "Luxury champagne is bought on feeling, memory and trust.",
  },
  published: "2025-09-01",
});
