import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { offsetFor, scrollToHash } from "./scroll";

describe("offsetFor", () => {
  const offsets = { narrow: 80, wide: 100 };
  it("uses the narrow offset below 768px and the wide one from 768px", () => {
    expect(offsetFor(offsets, 390)).toBe(80);
    expect(offsetFor(offsets, 767)).toBe(80);
    expect(offsetFor(offsets, 768)).toBe(100);
    expect(offsetFor(offsets, 1440)).toBe(100);
  });
});

describe("scrollToHash", () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    Object.defineProperty(window, "innerWidth", { value: 1440, configurable: true });
    document.body.innerHTML = "";
  });
  afterEach(() => vi.useRealTimers());

  function addSection(id: string, top: number) {
    const element = document.createElement("section");
    element.id = id;
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(element);
  }

  it("scrolls to the element at once, leaving the 100px header offset on wide screens", () => {
    addSection("work", 1500);
    scrollToHash("#work");
    expect(scrollTo).toHaveBeenCalledWith({ top: 1400, behavior: "auto" });
  });

  it("retries once after 50ms when the element is not rendered yet", () => {
    scrollToHash("#late");
    expect(scrollTo).not.toHaveBeenCalled();
    addSection("late", 900);
    vi.advanceTimersByTime(49);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 800, behavior: "auto" });
  });

  it("can cancel the pending retry", () => {
    const cancel = scrollToHash("#late");
    cancel();
    addSection("late", 900);
    vi.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
