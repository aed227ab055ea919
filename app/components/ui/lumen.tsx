import type { ReactNode } from "react";

/**
 * A headline's full stop set as the logo's lit dot (the lumen): the site's signature, on every heading
 * that ends in one. The dot is painted by an empty inline box after the text (read by no one: a
 * heading needs no stop), which leaves the headline one run of text: nothing in it can move when the
 * web font replaces its fallback, and a line cannot break between the last word and the dot.
 */
function Lumen({ text }: { text: ReactNode }) {
  if (typeof text !== "string" || !/[^.]\.$/.test(text)) return text;
  return (
    <>
      {text.slice(0, -1)}
      <span data-slot="lumen" aria-hidden="true" className="lumen" />
    </>
  );
}

export { Lumen };
