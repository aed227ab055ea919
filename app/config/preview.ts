/** The preview's entrance and exit (app/lib/preview.server.ts, ADR 054); the preview bar links to the exit. */
export const PREVIEW_ENTER_PATH = "/api/preview";
export const PREVIEW_EXIT_PATH = "/api/preview/exit";
