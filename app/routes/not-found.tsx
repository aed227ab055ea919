import { data } from "react-router";
import type { ContactHandle } from "~/components/layout/site-footer";

/** A quiet page: the contact section below it is the compact band. */
export const handle: ContactHandle = { contact: "compact" };

/** Any path no other route claims: the root error boundary renders the 404 page. */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFoundRoute() {
  return null;
}
