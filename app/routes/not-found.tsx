import { data } from "react-router";

/** Any path no other route claims: the root error boundary renders the 404 page. */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFoundRoute() {
  return null;
}
