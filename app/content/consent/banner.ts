/** The cookie banner's copy. */
export const cookieBannerCopy = {
  title: "Your call on cookies",
  body: "We’d like to use Google Analytics and the Meta Pixel to see which of our work resonates and to measure our own campaigns. Neither loads unless you accept. Essential only keeps nothing but this choice, on your device.",
  privacyLink: "Privacy policy",
  accept: "Accept",
  essential: "Essential only",
  close: "Close cookie banner without choosing",
} as const;
