import type { LegalBlock } from "./schema";

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
