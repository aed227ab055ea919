import { type BlogPost, checkBlogPosts } from "../schema";
import anthropicKeepThinking from "./anthropic-keep-thinking";
import openaiShopifyCollaboration from "./openai-shopify-collaboration";

/** Every post, newest first. */
export const blogPosts: readonly BlogPost[] = checkBlogPosts([
  openaiShopifyCollaboration,
  anthropicKeepThinking,
]).toSorted((a, b) => b.date.localeCompare(a.date));

export function findPostByPath(pathname: string): BlogPost | undefined {
  return blogPosts.find((post) => post.path === pathname.toLowerCase().replace(/\/+$/, ""));
}

export function getPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
