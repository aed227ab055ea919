import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { thankYouPages } from "~/content/collections.server";
import { errorCopies } from "~/content/pages/errors";
import ThankYou, { loader } from "./thank-you";

afterEach(() => vi.restoreAllMocks());

const Home = () => (
  <>
    <h1>Home</h1>
    <Link to="/thank-you">Sent</Link>
  </>
);

describe("/thank-you", () => {
  it("scrolls to the top on arrival, and can be left when scrollTo returns a Promise (as in Chromium 156)", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation((() => Promise.resolve()) as never);
    const Stub = createRoutesStub([
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes loader data the way the framework does.
      { path: "/thank-you", Component: ThankYou as any, loader },
      { path: "/", Component: Home },
    ]);
    render(<Stub initialEntries={["/"]} />);
    await userEvent.click(await screen.findByRole("link", { name: "Sent" }));
    const link = await screen.findByRole("link", { name: thankYouPages.en.workLink });
    // The scroll is an effect: it runs once React has committed the page, which may be after the link shows.
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    await userEvent.click(link);
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(screen.queryByText(errorCopies.en.error.heading)).toBeNull();
  });
});
