import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The site map: the spec's route table, in its order, then the pages that only the server reaches. */
export default [
  index("routes/home.tsx"),
  // The contact API's answer to a failed no-JavaScript form post (see server/contact/http.ts).
  route("api/contact-form", "routes/contact-form.tsx", { id: "contact-form" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
