/** The preview key the browser tests' server is started with (playwright.config.ts). */
export const e2ePreviewSecret = "browser-tests-preview-key-0123456789abcdef";
