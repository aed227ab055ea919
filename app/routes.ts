import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The site map: the spec's route table, in its order. */
export default [
  index("routes/home.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:slug", "routes/case-study.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/openai-shopify-collaboration", "routes/blog-post.tsx", { id: "blog-openai-shopify-collaboration" }),
  route("blog/anthropic-keep-thinking-campaign", "routes/blog-post.tsx", {
    id: "blog-anthropic-keep-thinking-campaign",
  }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
