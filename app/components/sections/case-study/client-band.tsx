import type { ComponentProps } from "react";
import { Container } from "~/components/ui/container";
import type { Composition } from "~/components/ui/section";
import { cn } from "~/lib/utils";

/**
 * A section on one of the client's own grounds (palette.ts): its band, or its deep band. The site's
 * `Section` paints paper, ink or deep paper; these grounds are the study's, set as CSS variables by
 * the route, with the text colour chosen for each.
 */
function ClientBand({
  ground,
  composition,
  className,
  children,
  ...props
}: ComponentProps<"section"> & { ground: "band" | "deep"; composition: Composition }) {
  return (
    <section
      data-slot="section"
      data-tone={`client-${ground}`}
      data-composition={composition}
      className={cn(
        "relative py-16 md:py-24",
        ground === "band"
          ? "bg-[color:var(--client-band)] text-[color:var(--client-on-band)]"
          : "bg-[color:var(--client-deep)] text-[color:var(--client-on-deep)]",
        className,
      )}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  );
}

export { ClientBand };
