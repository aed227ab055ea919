import errorFile from "/content/pages/error.yaml";
import notFoundFile from "/content/pages/not-found.yaml";
import type { ErrorPageCopy, NotFoundPageCopy } from "./schema";

/** The page for an address with no page: content/pages/not-found.yaml (checked by copy.server.ts). */
export const notFoundCopy = notFoundFile as NotFoundPageCopy;

/** The screen for a page that failed to render: content/pages/error.yaml (checked by copy.server.ts). */
export const errorCopy = errorFile as ErrorPageCopy;
