import type { ReactNode } from "react";

/**
 * A headline's full stop set as the logo's lit dot (the lumen): the site's signature, on every heading
 * that ends in one. The dot is painted by an inline box after the text whose only content is the
 * stop itself, set at no size: screen readers and copying still have the ".", the headline stays one
 * run of visible text (nothing in it can move when the web font replaces its fallback), and a line
 * cannot break between the last word and its stop.
 */
function Lumen({ text }: { text: ReactNode }) {
  if (typeof text !== "string" || !/[^.]\.$/.test(text)) return text;
  return (
    <>
      {text.slice(0, -1)}
      <span data-slot="lumen" className="lumen">
        <span className="lumen-stop">.</span>
      </span>
    </>
  );
}

export { Lumen };
