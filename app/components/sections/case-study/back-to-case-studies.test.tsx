import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BackToCaseStudies, cameFromThisSite } from "./back-to-case-studies";

function setReferrer(value: string) {
  Object.defineProperty(document, "referrer", { value, configurable: true });
}

afterEach(() => setReferrer(""));

describe("cameFromThisSite", () => {
  it("is true after an in-app navigation", () => {
    expect(cameFromThisSite("k3j9x")).toBe(true);
  });

  it("is true on a full page load from this origin with somewhere to go back to", () => {
    setReferrer(`${window.location.origin}/case-studies/ruinart`);
    window.history.pushState(null, "", window.location.href);
    expect(cameFromThisSite("default")).toBe(true);
  });

  it("is false for a visitor who arrived from elsewhere or directly", () => {
    setReferrer("https://www.example.com/search");
    expect(cameFromThisSite("default")).toBe(false);
    setReferrer("");
    expect(cameFromThisSite("default")).toBe(false);
  });
});

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function HistoryBack() {
  return <BackToCaseStudies mode="history" />;
}

function IndexLink() {
  return <BackToCaseStudies mode="index" />;
}

function renderAt(mode: "history" | "index") {
  const Stub = createRoutesStub([
    { path: "/blog", Component: Where },
    { path: "/case-studies", Component: Where },
    { path: "/case-studies/:slug", Component: mode === "history" ? HistoryBack : IndexLink },
  ]);
  return render(<Stub initialEntries={["/blog", "/case-studies/tinder"]} initialIndex={1} />);
}

describe("BackToCaseStudies", () => {
  it("is a real link to the index", () => {
    renderAt("history");
    expect(screen.getByRole("link", { name: "Back to Case Studies" }).getAttribute("href")).toBe("/case-studies");
  });

  it("goes back in history when the previous page is on this site", async () => {
    renderAt("history");
    await userEvent.click(screen.getByRole("link", { name: "Back to Case Studies" }));
    expect(await screen.findByText("at /blog")).toBeTruthy();
  });

  it("follows the link to the index in index mode, whatever came before", async () => {
    renderAt("index");
    await userEvent.click(screen.getByRole("link", { name: "Back to Case Studies" }));
    expect(await screen.findByText("at /case-studies")).toBeTruthy();
  });
});
