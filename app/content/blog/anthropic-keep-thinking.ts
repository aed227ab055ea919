import { defineBlogPost } from "../schema";

export default defineBlogPost({
  id: 2,
  slug: "anthropic-keep-thinking",
  path: "/blog/anthropic-keep-thinking-campaign",
  title: "Keep Thinking: What Anthropic’s Campaign for Claude Gets Right About Brand",
  excerpt:
    "In a category that sells speed and benchmarks, Anthropic’s brand campaign for Claude chose two words about the customer instead. Here is why that choice is smarter than it looks.",
  date: "2025-10-08",
  category: "Marketing",
  keywords: ["brand positioning", "Anthropic", "Claude", "brand campaigns", "AI marketing"],
  cover: {
    palette: ["#efe5d8", "#2a1b12", "#d4703f", "#e4d6c4"],
    composition: "stack",
    lines: ["Keep", "thinking"],
    emoji: "💭",
    alt: "Cover art: the words Keep and thinking stacked in condensed dark brown letters on faint ruled lines across a warm parchment field, with a clay-orange marker.",
  },
  body: [
    {
      type: "paragraph",
      text: "In September 2025, Anthropic launched a brand campaign for its AI assistant, Claude, built around a simple theme: ‘Keep thinking’. For a category that usually markets itself through capability charts, product demos and promises of speed, it is a striking choice. It says nothing about the model, and everything about the person using it.",
    },
    {
      type: "paragraph",
      text: "We spend our working lives helping brands decide what to say and, just as often, what to leave out. This campaign is a useful case study in the second half of that job, and its lessons reach well beyond technology.",
    },
    { type: "heading", text: "A category that sells its features" },
    {
      type: "paragraph",
      text: "AI assistants are young products in a fast market, and most of their marketing behaves accordingly. The default message is some version of more: more capable, faster, cleverer than last month’s version. That is understandable. The products are changing quickly and the improvements are real.",
    },
    {
      type: "paragraph",
      text: "The trouble with selling features in a fast category is that features do not stay yours for long. A capability that leads today becomes standard within months, and a brand built on it has to be rebuilt every time a competitor catches up. Feature messaging also tends to sound the same across every company in the category, which makes the brands harder to tell apart at exactly the moment people are forming their first impressions.",
    },
    { type: "heading", text: "What two words can do" },
    {
      type: "paragraph",
      text: "‘Keep thinking’ works on several levels at once. It is an instruction, gentle but confident. It is also a reassurance. Much of the public anxiety about AI is that it will do our thinking for us and leave us a little less capable. This line turns that fear around: the tool is positioned as something that keeps you thinking, rather than something that thinks instead of you.",
    },
    {
      type: "paragraph",
      text: "It also puts the customer in the active role. The person is the one doing the thinking; the product is the partner that helps them go further. That is a more flattering and more durable relationship than a claim to be the most powerful model, because it is about the outcome people actually want, not a number that will change next quarter.",
    },
    { type: "quote", text: "Choosing not to lead with capability is itself a statement of confidence." },
    {
      type: "paragraph",
      text: "Finally, it is short enough to last. A line like this can sit under many executions, for many audiences, for years. It can carry a film, a poster or a product launch without needing to be rewritten, and every use makes it more recognisable. That is how brands build what researchers call distinctive assets: consistent cues that people learn to connect with one name.",
    },
    { type: "heading", text: "Restraint as a sign of confidence" },
    {
      type: "paragraph",
      text: "There is a quieter signal in the campaign too. Choosing not to lead with capability is itself a statement of confidence. It implies the product is good enough that the brand does not need to prove it in every sentence, and it invites people to judge the assistant by how it feels to work with rather than by a specification sheet.",
    },
    {
      type: "paragraph",
      text: "Luxury brands understand this instinctively. The most assured houses rarely list their features; they describe a way of living and let the product earn its place within it. It is notable to see the same instinct appear in one of the most technical categories there is.",
    },
    { type: "heading", text: "Lessons for brands in any category" },
    {
      type: "paragraph",
      text: "Most of our clients do not build AI models, but nearly all of them compete in markets where features are copied quickly and messages blur together. These are the lessons we would take from the campaign:",
    },
    {
      type: "list",
      items: [
        "Sell the change in your customer, not the specification of your product. People buy who they become with your help, not the list of what you include.",
        "Name the tension your audience already feels. The strongest positioning answers a worry or a hope people recognise the moment they see it.",
        "Choose words you can keep for years. A line that depends on today’s features will date; a line about your customer’s ambition can grow with the brand.",
        "Let the product prove the promise. A brand idea sets an expectation, and every interaction with the product either confirms it or quietly undoes it.",
        "Be brave enough to leave things out. The discipline of a short line forces a brand to decide what it really stands for.",
      ],
    },
    { type: "heading", text: "The promise has to be kept" },
    {
      type: "paragraph",
      text: "A campaign like this carries a risk, and it is worth being honest about it. Positioning an assistant as a partner in thinking raises the bar for the product. If people try it and feel they are being handed answers rather than helped to think, the line will ring hollow, and a brand promise that is not kept is worse than no promise at all.",
    },
    {
      type: "paragraph",
      text: "That is true of every brand we work with. Positioning is not decoration on top of the product; it is a public commitment about the experience people will have. The best brand lines are the ones the whole company can organise around, from product design to customer service to the way the sales team talks.",
    },
    { type: "heading", text: "Why it matters now" },
    {
      type: "paragraph",
      text: "AI companies are starting to compete on brand as well as on technology, and that tells us where the category is heading. When the products begin to look similar to most people, the reasons to choose one over another become emotional as much as rational: trust, tone, values and how the product makes you feel about yourself.",
    },
    {
      type: "paragraph",
      text: "That is familiar ground for any mature category, from cars to banks to beer. ‘Keep thinking’ is an early sign that AI is arriving there too, and a reminder for every marketing leader that the most valuable thing a brand can own is not a feature but a feeling. If you are wrestling with how to position a product in a fast-moving market, that is exactly the kind of question we like to think through with our clients.",
    },
  ],
});
