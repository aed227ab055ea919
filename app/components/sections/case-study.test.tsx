import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, NavigationType, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { caseStudiesCopyIn } from "~/content/pages/case-studies";
import { BackToCaseStudies, cameFromThisSite } from "./case-study";

function setReferrer(value: string) {
  Object.defineProperty(document, "referrer", { value, configurable: true });
}

afterEach(() => {
  setReferrer("");
  window.history.replaceState(null, "");
});

const caseStudyPageCopy = caseStudiesCopyIn("en").study;

describe("cameFromThisSite", () => {
  it("is true after an in-app link", () => {
    expect(cameFromThisSite(NavigationType.Push)).toBe(true);
  });

  it("is true on a later entry of this document's history, after a reload too", () => {
    window.history.replaceState({ key: "k3j9x", idx: 2 }, "");
    expect(cameFromThisSite(NavigationType.Pop)).toBe(true);
  });

  it("is true on a full page load from this origin with somewhere to go back to", () => {
    window.history.pushState({ key: "a1", idx: 0 }, "", window.location.href);
    setReferrer(`${window.location.origin}/case-studies/ruinart`);
    expect(cameFromThisSite(NavigationType.Pop)).toBe(true);
  });

  it("is false for a visitor who arrived from elsewhere or directly", () => {
    window.history.pushState({ key: "a1", idx: 0 }, "", window.location.href);
    setReferrer("https://www.example.com/search");
    expect(cameFromThisSite(NavigationType.Pop)).toBe(false);
    setReferrer("");
    expect(cameFromThisSite(NavigationType.Pop)).toBe(false);
  });
});

function Where() {
  return (
    <>
      <p>at {useLocation().pathname}</p>
      <Link to="/case-studies/tinder">Tinder</Link>
    </>
  );
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
  render(<Stub initialEntries={["/blog"]} />);
  return userEvent.click(screen.getByRole("link", { name: "Tinder" }));
}

describe("BackToCaseStudies", () => {
  it("is a real link to the index", async () => {
    await renderAt("history");
    expect(screen.getByRole("link", { name: caseStudyPageCopy.back }).getAttribute("href")).toBe("/case-studies");
  });

  it("goes back in history when the previous page is on this site", async () => {
    await renderAt("history");
    await userEvent.click(screen.getByRole("link", { name: caseStudyPageCopy.back }));
    expect(await screen.findByText("at /blog")).toBeTruthy();
  });

  it("follows the link to the index in index mode, whatever came before", async () => {
    await renderAt("index");
    await userEvent.click(screen.getByRole("link", { name: caseStudyPageCopy.back }));
    expect(await screen.findByText("at /case-studies")).toBeTruthy();
  });
});
