import { defineBlogPost } from "../schema";

export default defineBlogPost({
  id: 1,
  slug: "openai-shopify-collaboration",
  path: "/blog/openai-shopify-collaboration",
  title: "Checkout Moves Into the Conversation: What OpenAI and Shopify Mean for Brands",
  excerpt:
    "OpenAI and Shopify are bringing checkout inside ChatGPT. When the assistant becomes the shop window, the brands it recommends will be the ones that are easiest to understand.",
  date: "2025-10-02",
  category: "Technology",
  keywords: [
    "conversational commerce",
    "ChatGPT Instant Checkout",
    "Agentic Commerce Protocol",
    "Shopify",
    "brand strategy",
  ],
  cover: {
    palette: ["#141318", "#e6f7ee", "#7ef0c4", "#1f2b27"],
    composition: "crop",
    lines: ["Checkout"],
    emoji: "🛒",
    alt: "Cover art: the word Checkout in huge pale letters, cropped by the left, right and bottom edges, across a near-black field over a dark green band, with a mint rule.",
  },
  body: [
    {
      type: "paragraph",
      text: "This autumn, OpenAI and Shopify announced that shoppers will be able to buy from Shopify merchants inside ChatGPT. The feature, Instant Checkout, runs on the Agentic Commerce Protocol, a shared set of rules for how an AI assistant and a merchant’s systems complete a purchase together. A person can ask for a recommendation, compare options and pay, all in the same conversation.",
    },
    {
      type: "paragraph",
      text: "It would be easy to file this under technology news. We think it belongs under brand strategy. For two decades, online shopping has been shaped by pages: search results, marketplace listings, product pages and baskets. Each page was a chance for a brand to make its case. When the whole journey happens inside a conversation, most of those pages disappear, and the question every marketing leader should be asking is simple: when an assistant narrows the choice to a handful of products, what makes it choose ours?",
    },
    { type: "heading", text: "The funnel folds into a single answer" },
    {
      type: "paragraph",
      text: "Traditional e-commerce spreads a decision across many moments. Someone searches, scans a results page, opens a few tabs, reads reviews, leaves, comes back after a retargeting ad and finally buys. Every one of those moments can be bought, optimised and measured, which is why so much of digital marketing has been built around them.",
    },
    {
      type: "paragraph",
      text: "Conversational shopping compresses that journey. The shopper describes what they need in their own words, the assistant does the comparing, and the shortlist arrives already filtered. If checkout sits in the same place, the distance between being recommended and being bought shrinks to almost nothing. That is good news for shoppers, who spend less time hunting. It is a harder world for brands that relied on winning the middle of the funnel with clever placements, because much of the middle now happens out of sight.",
    },
    { type: "heading", text: "Why a protocol matters more than a feature" },
    {
      type: "paragraph",
      text: "The detail we find most significant is not the button but the protocol underneath it. A feature belongs to one product. A protocol is an agreement about how systems talk to each other, which means the same approach can spread to other assistants, other platforms and other merchants. Shopify’s involvement matters for the same reason: it brings a very large base of independent and established merchants within reach of a conversational storefront without each of them building something bespoke.",
    },
    {
      type: "paragraph",
      text: "For brands, the practical consequence is that selling through AI assistants is becoming infrastructure rather than an experiment. The work will not be building a clever integration for one assistant. It will be making sure that when any assistant looks at your products, it finds information that is complete, accurate and persuasive, and that the purchase is smooth enough that nobody abandons it halfway.",
    },
    { type: "heading", text: "Brand becomes the tie-breaker" },
    {
      type: "paragraph",
      text: "There is a tempting conclusion that assistants will flatten brands into specifications and reward whatever is cheapest. We do not think that is how it will play out. When people ask an assistant for advice, they usually ask in human terms: a gift for a father who cycles, a moisturiser for sensitive skin, a suitcase that survives budget airlines. Those are questions about fit, trust and reputation as much as price.",
    },
    { type: "quote", text: "The moment of choice has simply moved into a chat window." },
    {
      type: "paragraph",
      text: "That favours brands that are easy to explain. If your positioning is clear, your product names describe what the products are, and the wider web agrees about what you are good at, an assistant has something solid to work with. If your brand means different things on your website, in your marketplace listings and in the reviews people leave, it has very little to go on. Brand building has always been about being remembered at the moment of choice. The moment of choice has simply moved into a chat window.",
    },
    { type: "heading", text: "What we are advising clients to do now" },
    {
      type: "paragraph",
      text: "None of this calls for panic, and very little of it is wasted if conversational shopping grows more slowly than the headlines suggest. Most of the work makes a brand stronger everywhere else too. These are the steps we are taking with clients now:",
    },
    {
      type: "list",
      items: [
        "Treat product data as marketing. Titles, descriptions, materials, sizing, care and compatibility should be complete and written for a person, because they are now the raw material an assistant uses to recommend you.",
        "Say the same thing everywhere. Make sure your website, marketplace listings, press coverage and social profiles describe the brand and its best products consistently, so there is one clear story to find.",
        "Earn the sources assistants read. Independent reviews, editorial coverage and expert recommendations carry weight with people and with the systems that summarise them. Good PR has become a performance channel.",
        "Design for the first purchase as the first impression. If a customer meets you inside a conversation, your packaging, delivery and post-purchase emails are where the relationship really begins.",
        "Ask the assistants yourself. Describe your customer’s problem in their words and see which brands come back and why. It is the quickest audit of your positioning you will run this year.",
      ],
    },
    { type: "heading", text: "Measurement will get harder before it gets better" },
    {
      type: "paragraph",
      text: "One consequence deserves its own warning. A journey that happens inside a conversation leaves fewer footprints for analytics to follow. Click paths, landing-page tests and last-click attribution all assume a shopper who moves between pages you can see. Brands that judge every channel on last-click numbers may find that the value of their brand work, their PR and their product content becomes harder to prove precisely when it matters most.",
    },
    {
      type: "paragraph",
      text: "The answer is not to abandon measurement but to widen it: track branded search and direct demand, run holdout tests where you can, and watch how often and how accurately assistants describe your products. Marketing leaders who set up that view now will be able to explain their results when the finance director asks what changed.",
    },
    { type: "heading", text: "The brands that will win" },
    {
      type: "paragraph",
      text: "Every shift in how people shop has created a new kind of shelf. Supermarkets rewarded packaging, search engines rewarded relevance, social feeds rewarded stopping power. Conversational shopping rewards clarity: a brand that knows what it stands for, says it consistently and backs it up with products that are described honestly and well.",
    },
    {
      type: "paragraph",
      text: "That is not a new discipline. It is the fundamentals of brand and performance marketing, done properly and joined up. The difference is that the gap between brands that do it and brands that do not is about to become much more visible. If you would like to know how your brand looks from inside the conversation, we would be glad to take a look with you.",
    },
  ],
});
