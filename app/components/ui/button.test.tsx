import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./button";

/** The property a Tailwind utility sets, for the utilities buttons use: two with one key conflict. */
function property(utility: string): string | null {
  const bare = utility.replace(/^(?:[\w-]+:|\[[^\]]+\]:)*/, "");
  if (/^text-(?:xs|sm|base|lg|xl|\d?xl|\[[\d.]+(?:rem|px)\])$/.test(bare)) return "font-size";
  const prefixes = ["px-", "py-", "p-", "min-h-", "rounded", "bg-", "justify-", "underline-offset-", "decoration-"];
  const prefix = prefixes.find((candidate) => bare.startsWith(candidate));
  return prefix ? `${utility.slice(0, utility.length - bare.length)}${prefix}` : null;
}

describe("Button variants", () => {
  const variants = ["primary", "secondary", "inverse", "outline", "ghost", "link"] as const;
  const sizes = ["sm", "md", "lg"] as const;

  it("never set one property twice, in any variant and size", () => {
    for (const variant of variants) {
      for (const size of sizes) {
        const seen = new Map<string, string>();
        for (const utility of buttonVariants({ variant, size }).split(/\s+/)) {
          const key = property(utility);
          if (!key) continue;
          expect(seen.get(key), `${variant}/${size}: ${utility} after ${seen.get(key)}`).toBeUndefined();
          seen.set(key, utility);
        }
      }
    }
  });

  it("give a link no padding or minimum height, so it lines up with the text around it", () => {
    const link = buttonVariants({ variant: "link", size: "lg" }).split(/\s+/);
    expect(link.filter((utility) => /^(?:px|py|p|min-h)-/.test(utility))).toEqual([]);
    expect(link).toContain("text-base");
  });

  it("style a link child as the button with asChild, keeping the child's own classes and attributes", () => {
    render(
      <Button asChild variant="secondary" size="lg" className="mt-10">
        <a href="/" className="extra">
          Return to Home
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Return to Home" });
    expect(link.getAttribute("href")).toBe("/");
    expect(link.getAttribute("data-slot")).toBe("button");
    expect(link.className).toContain("bg-ink");
    expect(link.className).toContain("px-7");
    expect(link.className.split(" ")).toEqual(expect.arrayContaining(["mt-10", "extra"]));
    expect(screen.queryByRole("button")).toBeNull();
  });
});
