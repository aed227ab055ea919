import { defineContent } from "../shared";
import { locationSchema } from "./schema";

export default defineContent(locationSchema, "locations/spain-marketing-agency", {
  slug: "spain-marketing-agency",
  name: "Spain Marketing Agency",
  kind: "location",
  meta: {
    title: "Marketing Agency in Spain, Barcelona | Lumen & Lark",
    description:
      "Brand launches, creators, PR and social for brands growing in Spain, from our Barcelona office: the team behind work for Tinder, Uber Eats and Ikibana.",
  },
  place: { city: "Barcelona", country: "Spain", countryCode: "ES", lat: 41.3979, lng: 2.1915 },
  theme: { accent: "ember", heroTone: "deep", surface: "accent", motif: "coordinates" },
  hero: {
    eyebrow: "Marketing agency · Spain",
    heading: "Launch in Spain like you were born here.",
    lead: "Our Barcelona office is the base for brands entering or growing in Spain. We know which creators people trust, which neighbourhoods set the tone and how to earn a place in the conversation rather than buy one.",
    cta: "Talk to our Barcelona team",
  },
  stats: {
    kind: "highlights",
    eyebrow: "Our work in Spain",
    heading: "Proof from Barcelona and beyond.",
    items: [
      { value: "Launch", label: "Uber Eats in Barcelona, led by local creators" },
      { value: "Culture", label: "PR, events and social behind Tinder’s expansion in Spain" },
      { value: "3", label: "Barcelona restaurants in one photography and social direction for Ikibana" },
    ],
  },
  cases: {
    eyebrow: "Case studies",
    heading: "Spanish work, start to finish.",
    items: [
      {
        brand: "Tinder",
        sector: "Dating app",
        title: "Growing a dating app in Spain",
        summary: "PR, experiential and social that made the app part of Spanish culture, not just its phones.",
        href: "/case-studies/tinder",
      },
      {
        brand: "Uber Eats",
        sector: "Food delivery",
        title: "A Barcelona launch through creators",
        summary:
          "A city launch built with local influencers, so the service arrived with voices Barcelona already followed.",
        href: "/case-studies/uber-eats",
      },
      {
        brand: "Ikibana",
        sector: "Restaurants",
        title: "Three restaurants, one look",
        summary:
          "Photography and social direction across three Barcelona locations, giving a restaurant group one recognisable style.",
        href: "/case-studies/ikibana",
      },
    ],
  },
  services: {
    eyebrow: "Services in Spain",
    heading: "Local knowledge, international standards.",
    cards: [
      {
        title: "Market entry",
        description:
          "Positioning and launch plans for brands arriving in Spain, adapted to how Spaniards shop, eat, socialise and talk online.",
        href: "/european-expansion",
      },
      {
        title: "Creators & influencers",
        description:
          "Partnerships with Spanish creators chosen for credibility with the audience you need, briefed and measured properly.",
        href: "/social-media-marketing",
      },
      {
        title: "PR & experiential",
        description:
          "Press, events and activations in Barcelona and Madrid that give people a reason to talk about you in person first.",
      },
      {
        title: "Photography & social",
        description:
          "Art direction and social content shot in Spain, with the light, places and people that make it feel authentic.",
        href: "/content-creation-strategy",
      },
    ],
  },
  order: ["stats", "cases", "services"],
});
