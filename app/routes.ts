import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** A page type's one template, registered at one of its paths. */
const page = (template: "service" | "location" | "legal", path: string) =>
  route(path, `routes/${template}.tsx`, { id: `${template}-${path}` });

/** The site map: the spec's route table, in its order. */
export default [
  index("routes/home.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:slug", "routes/case-study.tsx"),

  page("service", "brand-strategy-positioning"),
  page("service", "paid-media-ppc-management"),
  page("service", "social-media-marketing"),
  page("service", "content-creation-strategy"),
  page("service", "technology-saas-marketing"),
  page("service", "luxury-brand-marketing"),

  page("location", "marketing-agency-london"),
  page("location", "uk-marketing-consultancy"),
  page("location", "us-digital-marketing"),
  page("location", "european-expansion"),
  page("location", "spain-marketing-agency"),
  page("location", "global-brand-strategy"),
  page("location", "remote-marketing-teams"),

  route("blog", "routes/blog.tsx"),
  route("blog/openai-shopify-collaboration", "routes/blog-post.tsx", { id: "blog-openai-shopify-collaboration" }),
  route("blog/anthropic-keep-thinking-campaign", "routes/blog-post.tsx", {
    id: "blog-anthropic-keep-thinking-campaign",
  }),

  page("legal", "privacy-policy"),
  page("legal", "terms-of-service"),

  // Not a page of the site map: the contact API's answer to a failed no-JavaScript form post.
  route("api/contact-form", "routes/contact-form.tsx", { id: "contact-form" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
