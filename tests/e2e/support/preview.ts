import { previewToken } from "../../../app/lib/preview.server";

/** The preview key the browser tests' server is started with (playwright.config.ts). */
export const e2ePreviewSecret = "browser-tests-preview-key-0123456789abcdef";

/** A preview link to `to`, as `npm run preview-link` makes one: valid for a day unless told otherwise. */
export const previewLink = (to: string, secret = e2ePreviewSecret, now = Date.now(), seconds = 86_400) =>
  `/api/preview?token=${previewToken(secret, now, seconds)}&to=${encodeURIComponent(to)}`;
