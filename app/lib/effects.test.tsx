import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useEffect, useLayoutEffect } from "./effects";

function ReturnsAValue({ effect }: { effect: () => unknown }) {
  // @ts-expect-error an effect that returns a value (here `unknown`) must not compile
  useEffect(effect, [effect]);
  return null;
}

function ScrollsToTop() {
  // @ts-expect-error window.scrollTo returns a Promise in Chromium 156; this arrow would hand it to React
  useEffect(() => window.scrollTo(0, 0), []);
  return null;
}

function WithCleanup({ cleanup, layoutCleanup }: { cleanup: () => void; layoutCleanup: () => void }) {
  useEffect(() => cleanup, [cleanup]);
  useLayoutEffect(() => layoutCleanup, [layoutCleanup]);
  return null;
}

describe("useEffect / useLayoutEffect", () => {
  it("reject, at compile time, an arrow that returns what a call returns (the @ts-expect-error lines above)", () => {
    expect(render(<ScrollsToTop />).container.innerHTML).toBe("");
  });

  it("never hand React a returned value that is not a function, so unmounting does not throw", () => {
    const returned = Promise.resolve();
    const view = render(<ReturnsAValue effect={() => returned} />);
    expect(() => view.unmount()).not.toThrow();
  });

  it("still run a returned cleanup, for both kinds of effect", () => {
    const cleanup = vi.fn();
    const layoutCleanup = vi.fn();
    const view = render(<WithCleanup cleanup={cleanup} layoutCleanup={layoutCleanup} />);
    expect(cleanup).not.toHaveBeenCalled();
    view.unmount();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(layoutCleanup).toHaveBeenCalledOnce();
  });
});
