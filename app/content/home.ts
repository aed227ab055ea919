import type { HomeContent } from "./home.schema";

export const home = {
  seo: {
    title: "Lumen & Lark | Growth and brand marketing agency, London",
    description:
      "Brand strategy, paid media and creative execution for ambitious brands, from one senior team in London, New York and Barcelona.",
  },
  hero: {
    eyebrow: "Growth and brand marketing · London · New York · Barcelona",
    heading: "Brands people choose. Growth you can prove.",
    lead: "We build brands with a point of view, then put paid media and creative behind them that compound quarter after quarter. Strategy, media and craft in one senior team, answerable to your numbers.",
    primaryCta: "Become a Client",
    secondaryCta: "View Our Work",
    railLabel: "Selected work",
    rail: [
      "tinder",
      "leuchtturm1917",
      "ruinart",
      "uber-eats",
      "peroni",
      "guardian-glass",
      "bumble",
      "atlantic-airways",
    ],
  },
  needs: {
    eyebrow: "Your challenge",
    heading: "Growth has stalled, and more of the same will not restart it.",
    lead: "Most of the leaders who call us are facing one of four problems. Usually it is two of them at once.",
    items: [
      {
        title: "Your brand blends in",
        description:
          "Competitors say what you say, with the same stock imagery and the same promises. Buyers cannot tell you apart, so they choose on price.",
      },
      {
        title: "Paid media has stopped compounding",
        description:
          "Costs per acquisition creep up every quarter, attribution is a matter of opinion, and the agency report shows activity rather than return.",
      },
      {
        title: "Content without a plan",
        description:
          "The team publishes constantly, but nothing builds on what came before. Reach is flat and nobody can say which posts brought in pipeline.",
      },
      {
        title: "A new market to win",
        description:
          "You are launching in London, New York or mainland Europe and need local insight, local creators and local media without building a team from scratch.",
      },
    ],
    cta: "Let's Discuss Your Goals",
  },
  services: {
    eyebrow: "Our solutions",
    heading: "One senior team, from positioning to the last pound of spend.",
    lead: "Six disciplines under one roof, planned together so the brand work makes the media cheaper and the media proves what the brand is worth.",
    items: [
      {
        title: "Brand Strategy",
        description:
          "Positioning, narrative and identity that give buyers a reason to choose you and your team a brief they can act on.",
        href: "/brand-strategy-positioning",
      },
      {
        title: "Paid Media",
        description:
          "Search, social and programmatic run to a profit target, with testing plans and reporting your finance team will sign off.",
        href: "/paid-media-ppc-management",
      },
      {
        title: "Content Creation",
        description:
          "Editorial, video and photography made to a plan, so every piece has a job, an audience and a measure of success.",
        href: "/content-creation-strategy",
      },
      {
        title: "Social Media",
        description:
          "Channel strategy, community management and creator partnerships that turn followers into customers and advocates.",
        href: "/social-media-marketing",
      },
      {
        title: "Creative Execution",
        description:
          "Campaign ideas carried through to finished work: film, design, events and experiential, produced in-house and on time.",
      },
      {
        title: "Ongoing Support",
        description:
          "A standing team that stays close after launch: monthly planning, optimisation and a named lead who knows your business.",
      },
    ],
  },
  sectors: {
    eyebrow: "Industries",
    heading: "Built for the categories where attention is hardest won.",
    lead: "We work best where the product is strong, the market is crowded and the buyer is discerning.",
    items: [
      {
        title: "Consumer brands",
        description:
          "Launches, relaunches and market entries for brands that live or die by how they make people feel.",
        href: "/brand-strategy-positioning",
        linkLabel: "Brand strategy for consumer brands",
      },
      {
        title: "Technology & SaaS",
        description:
          "From category creation to pipeline: positioning and demand generation for products that are hard to explain.",
        href: "/technology-saas-marketing",
        linkLabel: "Technology and SaaS marketing",
      },
      {
        title: "Luxury",
        description:
          "Experiential and social work with the restraint, craft and discretion that heritage houses expect.",
        href: "/luxury-brand-marketing",
        linkLabel: "Luxury brand marketing",
      },
      {
        title: "B2B",
        description:
          "Agency-of-record partnerships that make complex, technical businesses clear and credible in every market they sell to.",
        href: "/case-studies/sato-europe",
        linkLabel: "Read our B2B case study",
      },
    ],
  },
  process: {
    eyebrow: "How we work",
    heading: "Five phases. First results typically within 90 days.",
    lead: "A clear path from the first conversation to compounding growth, with a decision point at every phase and nothing hidden in the middle.",
    phases: 5,
    resultsWithinDays: 90,
    steps: [
      {
        title: "Discovery",
        description:
          "We interview your team and customers, audit your brand, channels and data, and agree what success will be measured by.",
      },
      {
        title: "Strategy",
        description:
          "A written plan: positioning, audiences, channel mix, budget and the tests that will prove or disprove it.",
      },
      {
        title: "Execution",
        description:
          "Creative, campaigns and content go live, produced by the same senior people who wrote the strategy.",
      },
      {
        title: "Iteration",
        description:
          "Weekly optimisation against the agreed measures. What works gets more budget; what does not gets cut quickly.",
      },
      {
        title: "Reporting & Reflection",
        description:
          "Plain-English reporting every month and a quarterly review of what we learnt, what it earned and what comes next.",
      },
    ],
    showreelLink: "See the work in our showreel",
  },
  work: {
    eyebrow: "Success stories",
    heading: "Work that moved the numbers that matter.",
    lead: "A selection of launches, expansions and long-term partnerships across consumer, luxury, technology and B2B.",
    slugs: ["tinder", "leuchtturm1917", "guardian-glass", "ruinart", "sato-europe", "uber-eats"],
    cta: "View All Case Studies",
  },
  showreel: {
    eyebrow: "Showreel 2025",
    heading: "A year of work in two minutes.",
    lead: "Campaigns, launches and events from the last twelve months, cut for the screen you are holding.",
    year: 2025,
    tiles: [
      { format: "mobile", label: "Play the vertical showreel", caption: "Vertical cut · 9:16" },
      { format: "desktop", label: "Play the widescreen showreel", caption: "Widescreen cut · 16:9" },
    ],
    cta: "Start your project",
  },
  blog: {
    eyebrow: "Latest insights",
    heading: "What we are watching, and what it means for your brand.",
    lead: "Short, opinionated analysis of the shifts that change how brands are built and bought.",
    cta: "Read all insights",
  },
  faq: {
    heading: "Frequently Asked Questions",
    subtitle: "Everything you need to know about partnering with Lumen & Lark",
    items: [
      {
        question: "What size of business do you work with?",
        answer:
          "Ambitious brands from funded start-ups to established international businesses. What they share is a clear growth goal and a leadership team ready to act on a strong recommendation.",
      },
      {
        question: "How quickly will we see results?",
        answer:
          "Paid media and social usually show measurable movement within the first 90 days. Brand work compounds over longer horizons, so we agree leading indicators up front and report on them monthly.",
      },
      {
        question: "Do you work with clients outside the UK?",
        answer:
          "Yes. We have offices in London, New York and Barcelona, and we run campaigns across the UK, the United States and Europe, in the languages your customers speak.",
      },
      {
        question: "How do you charge?",
        answer:
          "Strategy and creative projects are quoted at a fixed fee once the scope is agreed. Ongoing media and social work is a monthly retainer. Media spend is always billed at cost and is visible to you.",
      },
      {
        question: "Who will actually work on our account?",
        answer:
          "The senior people you meet in the pitch. Every client has a named lead strategist and works directly with the specialists doing the work, not through layers of account management.",
      },
      {
        question: "What happens after we get in touch?",
        answer:
          "A senior strategist replies within 24 hours. If there is a fit, we book a 90-minute strategy session to understand your goals and leave you with practical ideas, whether or not we work together.",
      },
    ],
  },
} satisfies HomeContent;
