import { type ComponentProps, createElement } from "react";
import { cn } from "~/lib/utils";

/**
 * A part of the design system that is one element: its tag, its `data-slot` name and its base
 * classes, which a `className` extends; every other prop passes through. Called once per part, at
 * module level, so each part is one component for the life of the page.
 */
function slotted<Tag extends "div" | "h3" | "p">(tag: Tag, slot: string, classes: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called only at module level (see above).
  return function Slotted({ className, ...props }: ComponentProps<Tag>) {
    return createElement(tag, { "data-slot": slot, className: cn(classes, className), ...props });
  };
}

export { slotted };
