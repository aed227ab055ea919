import type { LegalBlock } from "./schema";

/** A block's words as one string: its text, its list items, or its terms with their details ("" for the contact block). */
export function blockText(block: LegalBlock): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "list":
      return block.items.join(" ");
    case "definitions":
      return block.items.map((item) => `${item.term} ${item.detail}`).join(" ");
    case "contact":
      return "";
  }
}
