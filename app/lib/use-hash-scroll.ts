import { useLocation, useNavigationType } from "react-router";
import { useEffect } from "./effects";
import { scrollToHash } from "./scroll";

/**
 * After each in-app navigation to a hash, scroll to its element below the
 * fixed header (retrying once if it is not rendered yet). Navigations without
 * a hash go to the top; that, and back/forward positions, are React Router's
 * <ScrollRestoration>'s job.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key changes on every navigation, including to the same hash.
  useEffect(() => {
    if (!hash || navigationType === "POP") return;
    return scrollToHash(hash);
  }, [hash, key, navigationType]);
}
