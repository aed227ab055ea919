import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The site map: the spec's route table, in its order. */
export default [
  index("routes/home.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
