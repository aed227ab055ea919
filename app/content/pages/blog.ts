import data from "/content/pages/blog.yaml";
import type { BlogPageCopy } from "./schema";

/** content/pages/blog.yaml, as the browser bundles it: checked against its schema by copy.server.ts. */
const copy = data as BlogPageCopy;

/** Copy for the blog index. */
export const blogIndexCopy = copy.index;

/** The words the article template sets around each post; `metaTitle` and `readTime` are filled where used. */
export const articleCopy = copy.article;
