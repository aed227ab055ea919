import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "./button";

type LinkButtonProps = { to: string; variant: "secondary" | "outline"; children: ReactNode };

/** A link to a page of the site, set as a large button with an arrow after its words. */
function LinkButton({ to, variant, children }: LinkButtonProps) {
  return (
    <Button asChild variant={variant} size="lg">
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

export { LinkButton };
