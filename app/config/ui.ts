/** Interface constants from the spec (section 9). */
export const MOBILE_BREAKPOINT = 768;
export const NAV_SCROLL_THRESHOLD = 50;
export const NAV_HEIGHT = 80;
export const HASH_SCROLL_OFFSET = { narrow: 80, wide: 100 } as const;
export const CONTACT_SCROLL_OFFSET = { narrow: 80, wide: 0 } as const;
export const HASH_SCROLL_RETRY_MS = 50;
export const CONTACT_SECTION_ID = "contact";
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_SIDE_OFFSET = 4;
export const BLOG_CARD_STAGGER_S = 0.1;
/** The error toast's system: at most 3 on screen, each for 4000ms, 356px wide. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_WIDTH = 356;
