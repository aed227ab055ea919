import data from "/content/parts/cookie-banner.yaml";
import type { CookieBannerCopy } from "./schema";

/** The cookie banner's copy: content/parts/cookie-banner.yaml (checked by copy.server.ts). */
export const cookieBannerCopy = data as CookieBannerCopy;
