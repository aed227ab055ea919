/** Copy for the blog index and the article template. */
export const blogIndexCopy = {
  meta: {
    title: "Latest Insights | Lumen & Lark",
    description:
      "Analysis from Lumen & Lark on brand, media and technology: what the moves shaping marketing mean for ambitious brands.",
  },
  eyebrow: "Insights",
  heading: "Latest Insights",
  lead: "Our view on the moves reshaping brand and growth marketing, and what they mean for the decisions on your desk this quarter.",
  cardCta: "Read Full Article",
} as const;

export const articleCopy = {
  metaTitle: (title: string) => `${title} | Lumen & Lark`,
  back: { label: "Back to Blog", href: "/#blog" },
  readTime: (minutes: number) => `${minutes} min read`,
  contentsLabel: "In this article",
  share: {
    label: "Share Article",
    copied: "Link copied to your clipboard.",
    failed: "Could not copy the link. Copy it from your browser’s address bar instead.",
  },
  cta: {
    eyebrow: "Put it to work",
    heading: "Want this thinking applied to your brand?",
    lead: "Bring us the question this piece raised for your brand. The form is just below, and a senior strategist reads every message.",
    button: "Start a Conversation",
  },
} as const;
