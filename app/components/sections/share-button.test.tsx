import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blogCopyIn } from "~/content/pages/blog";
import { ShareButton as Button } from "./article";

const copy = blogCopyIn("en").article.share;

/** The button on an English article's page. */
const ShareButton = (props: { title: string; path: string }) => (
  <MemoryRouter initialEntries={[props.path]}>
    <Button {...props} />
  </MemoryRouter>
);

const path = "/blog/openai-shopify-collaboration";
const url = `${window.location.origin}${path}`;

function stubNavigator(values: { share?: unknown; clipboard?: unknown }) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(window.navigator, key, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  stubNavigator({ share: undefined, clipboard: undefined });
  vi.useRealTimers();
});

describe("ShareButton", () => {
  it("opens the system share sheet where there is one, and copies nothing", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } });
    render(<ShareButton title="Checkout moves" path={path} />);
    await userEvent.click(screen.getByRole("button", { name: copy.label }));
    expect(share).toHaveBeenCalledWith({ title: "Checkout moves", url });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("treats closing the share sheet as a choice, not an error", async () => {
    const writeText = vi.fn();
    stubNavigator({
      share: vi.fn().mockRejectedValue(new DOMException("Share canceled", "AbortError")),
      clipboard: { writeText },
    });
    render(<ShareButton title="Checkout moves" path={path} />);
    await userEvent.click(screen.getByRole("button", { name: copy.label }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("copies the link and says so where there is no share sheet, then clears the message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } });
    render(<ShareButton title="Checkout moves" path={path} />);
    await user.click(screen.getByRole("button", { name: copy.label }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole("status").textContent).toBe(copy.copied);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("tells the visitor when the link could not be copied", async () => {
    stubNavigator({ share: undefined, clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } });
    render(<ShareButton title="Checkout moves" path={path} />);
    await userEvent.click(screen.getByRole("button", { name: copy.label }));
    expect(screen.getByRole("status").textContent).toBe(copy.failed);
  });
});
