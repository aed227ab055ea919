import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export function meta() {
  return [{ title: "Page not found | Lumen & Lark" }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return null;
}
