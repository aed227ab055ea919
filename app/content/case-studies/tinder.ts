import { defineCaseStudy } from "../schema";

export default defineCaseStudy({
  slug: "tinder",
  title: "Tinder",
  sector: "Dating app",
  summary:
    "Taking a global dating app into Spain as if it had been born there: a launch that joined press, live experiences and social into one story Spanish daters wanted to be part of.",
  description:
    "A Spanish expansion led by PR, experiential and social, built around how people in Spain actually meet, talk and go out.",
  teaser: "A Spanish expansion through PR, experiential and social.",
  cover: {
    palette: ["#ff6a4d", "#1f0a10", "#fff1ea", "#f2405a"],
    composition: "monogram",
    emoji: "🔥",
    alt: "Cover art: a giant near-black capital T, cut off by the top and bottom of the frame, over a pink-red block on a coral field, with the name Tinder set small beneath a pale rule.",
  },
  disciplines: [
    {
      title: "PR & Media Relations",
      description:
        "Stories pitched to Spanish lifestyle, culture and news desks, with spokespeople prepared to talk about modern dating in Spain.",
    },
    {
      title: "Experiential",
      description:
        "Live moments in the places Spanish daters already go out, designed to be photographed, shared and talked about the next day.",
    },
    {
      title: "Social Strategy",
      description:
        "A Spanish-first social voice with its own humour and references, planned so every press story and event had a life online.",
    },
    {
      title: "Creator Partnerships",
      description:
        "Spanish creators briefed to tell their own dating stories, giving the launch credible voices beyond the brand’s channels.",
    },
  ],
  challenge: [
    "Tinder arrived in Spain with global fame and a global tone of voice. Spanish daters knew the name, but the brand spoke like an import: its references, its humour and its idea of a night out were written somewhere else.",
    "The expansion needed the app to feel local without losing what made it recognisable, and it needed press, events and social to work as one launch rather than three campaigns competing for the same attention.",
  ],
  approach: [
    "We started with how people in Spain meet: late dinners, terraces, festivals and group nights out, where friends are part of the story. That insight set the tone for everything that followed, from press angles to event formats.",
    "PR opened the conversation, experiential gave it a place to happen, and social carried it further. Each event was planned with its press story and its social content in mind, so one piece of work fed the next and the launch kept building instead of peaking once.",
  ],
  results: [
    {
      headline: "Integrated",
      caption: "PR, experiential and social planned and run as one Spanish launch, each channel feeding the next.",
    },
    {
      headline: "Local",
      caption: "A voice written in Spain for Spanish daters, rather than translated from a global brief.",
    },
    {
      headline: "Shareable",
      caption: "Every live moment designed to travel, so events reached far beyond the people in the room.",
    },
  ],
  related: ["bumble", "uber-eats", "ikibana"],
  art: {
    layout: "statement",
    pullQuote:
      "We started with how people in Spain meet: late dinners, terraces, festivals and group nights out, where friends are part of the story.",
  },
  published: "2025-09-01",
});
