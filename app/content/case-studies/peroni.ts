import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "peroni",
  title: "Peroni",
  sector: "Premium beer",
  summary:
    "Brand activation for a premium Italian beer: moments of Italian style and ease, staged where people gather and built to feel worth the premium.",
  description:
    "Brand activation for a premium Italian beer, bringing its Italian style to life in person and on social without losing its polish.",
  teaser: "Brand activation for a premium Italian beer.",
  cover: {
    palette: ["#0e2a66", "#f6efdc", "#e0412f", "#143580"],
    composition: "bands",
    emoji: "🍺",
    alt: "Cover art: the name Peroni repeated in cream across four bands of deep blue, growing from hairline to heavy, with red blocks marking the breaks in one band.",
  },
  disciplines: [
    {
      title: "Brand Activation",
      description:
        "On-the-ground moments that let people taste the brand’s Italian style, from the setting and service to the serve itself.",
    },
    {
      title: "Experiential Production",
      description:
        "Design, build and staffing held to a premium standard, so every detail a guest touches reflects the brand.",
    },
    {
      title: "Social Amplification",
      description:
        "Content captured at each activation and shaped for social, extending a single event to everyone who could not be there.",
    },
    {
      title: "Creative Direction",
      description:
        "One visual language across spaces, content and partners, keeping the brand unmistakable wherever it appeared.",
    },
  ],
  challenge: [
    "Premium beer lives or dies on perception. A bottle can be picked up for its label, but a premium price is justified by how the brand makes people feel, and a badly judged activation can cheapen a brand faster than no activation at all.",
    "The brand wanted to bring its Italian character to life for people in person while keeping every detail as polished as its advertising.",
  ],
  approach: [
    "We designed activations around the idea of Italian ease: good light, good company and an unhurried drink. The settings, the serve and the hosting were directed as carefully as a shoot, so the brand looked and felt premium up close.",
    "Every activation was also a content production. We captured the atmosphere for social and shaped it for each platform, so the people in the room became the start of a much wider audience.",
  ],
  results: [
    {
      headline: "Activated",
      caption: "The brand’s Italian style brought to life in person, not just described in advertising.",
    },
    { headline: "Premium", caption: "Every touchpoint held to the standard the brand’s price and reputation demand." },
    {
      headline: "Amplified",
      caption: "Each activation captured and shaped for social, reaching far beyond the guests.",
    },
  ],
  related: ["ruinart", "uber-eats", "smk-pure-hemp"],
  art: {
    layout: "statement",
    pullQuote: "Every activation was also a content production.",
  },
  published: "2025-09-01",
});
