/** The cookie banner's copy. */
export const cookieBannerCopy = {
  title: "Your call on cookies",
  body: "With your consent, Google Analytics and the Meta Pixel show us which of our work resonates. Neither loads unless you accept; essential only keeps just this choice, on your device.",
  privacyLink: "Privacy policy",
  accept: "Accept",
  essential: "Essential only",
  close: "Close cookie banner without choosing",
} as const;
