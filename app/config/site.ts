/** The one place an owner changes the agency's facts (the navigation is content/navigation.yaml). */

export const site = {
  name: "Lumen & Lark",
  legalName: "Lumen & Lark Ltd",
  tagline: "Growth and brand marketing for ambitious brands",
  description:
    "Lumen & Lark is a growth and brand marketing agency in London, New York and Barcelona: strategic brand building, paid media and creative execution for ambitious brands.",
  email: "hello@lumenandlark.example",
  foundingYear: 2020,
  employees: 25,
  replyWithinHours: 24,
  /** The agency's calendar: "today" on the legal pages is today in London. */
  timeZone: "Europe/London",
  postalAddress: {
    streetAddress: "4 Lantern Yard, 21 Clerkenwell Close",
    addressLocality: "London",
    postalCode: "EC1R 0AA",
    addressCountry: "GB",
  },
  /** Claims published in structured data (spec, section 9). */
  rating: { value: 4.9, count: 47 },
  offers: {
    strategySessionMinutes: 90,
    brandStrategyFromGbp: 15_000,
    paidMediaMonthlyGbp: { min: 5_000, max: 25_000 },
  },
  areaServedRadiusMetres: 100_000,
  sameAs: [] as string[],
  /** The showreel player, embedded only once a visitor opens the overlay. */
  showreel: {
    embedUrl: "https://player.vimeo.com/video/1071258744?dnt=1&title=0&byline=0&portrait=0",
    pageUrl: "https://vimeo.com/1071258744",
    title: "Lumen & Lark showreel 2025",
  },
  offices: [
    { city: "London", country: "United Kingdom", countryCode: "GB", lat: 51.5246, lng: -0.1057 },
    { city: "New York", country: "United States", countryCode: "US", lat: 40.7223, lng: -74.0018 },
    { city: "Barcelona", country: "Spain", countryCode: "ES", lat: 41.3979, lng: 2.1915 },
  ],
} as const;
