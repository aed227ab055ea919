import { describe, expect, it } from "vitest";
import { unwidow } from "./typography";

describe("unwidow", () => {
  it("joins the last two words of a longer text with a no-break space", () => {
    expect(unwidow("Proven on American soil.")).toBe("Proven on American\u00a0soil.");
    expect(unwidow("London’s growth partner for ambitious brands.")).toBe(
      "London’s growth partner for ambitious\u00a0brands.",
    );
  });

  it("leaves short titles to stack, counting only words", () => {
    expect(unwidow("Multi-market media")).toBe("Multi-market media");
    expect(unwidow("Media & measurement review")).toBe("Media & measurement review");
  });

  it("leaves a pair too long to share the narrowest line at the text's size", () => {
    const text = "Work across internationalisation programmes";
    expect(unwidow(text)).toBe(text);
    expect(unwidow("Every pound of media, accountable.", 11)).toBe("Every pound of media, accountable.");
    expect(unwidow("Proven on American soil.", 14)).toBe("Proven on American\u00a0soil.");
  });

  it("keeps the word before a sign with the last word, and three-word titles together when asked", () => {
    expect(unwidow("Landing pages & testing", 18, 3)).toBe("Landing pages\u00a0&\u00a0testing");
    expect(unwidow("Brand strategy & positioning", 18, 3)).toBe("Brand strategy & positioning");
    expect(unwidow("Visual identity direction", 18, 3)).toBe("Visual identity\u00a0direction");
    expect(unwidow("Visual identity direction", 18)).toBe("Visual identity direction");
  });

  it("passes anything but a string through", () => {
    const node = { type: "span" } as unknown as React.ReactNode;
    expect(unwidow(node)).toBe(node);
    expect(unwidow(undefined)).toBeUndefined();
  });
});
