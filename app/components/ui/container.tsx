import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

function Container({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="container"
      className={cn("mx-auto w-full max-w-site px-5 sm:px-8 lg:px-10", className)}
      {...props}
    />
  );
}

export { Container };
