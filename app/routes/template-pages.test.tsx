import { render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { caseStudies, locationPagesIn, servicesIn } from "~/content/collections.server";
import type { LocationPage } from "~/content/locations/schema";
import type { Service } from "~/content/services/schema";
import type { CaseRef, Figure } from "~/content/shared";
import { siteCopy } from "~/content/site-copy.server";
import LocationRoute, { loader as locationLoader } from "./location";
import ServiceRoute, { loader as serviceLoader } from "./service";

/** Renders a template route at a page's address, with its loader, as the framework does. */
async function renderAt(path: string, Component: unknown, loader: unknown) {
  const Stub = createRoutesStub([
    // The root route, which brings the furniture's words.
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => ({ copy: siteCopy }),
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes loader data the way the framework does.
      children: [{ path, Component: Component as any, loader: loader as any }],
    },
  ]);
  const { container } = render(<Stub initialEntries={[path]} />);
  await screen.findByRole("heading", { level: 1 });
  return container;
}

/** The words of each element, as a reader sees them (the no-break spaces that keep words together read as spaces). */
const texts = (elements: Iterable<Element>) =>
  [...elements].map((element) => (element.textContent ?? "").replaceAll("\u00a0", " ").trim());

/** The figures beside the hero, as value, label and note, in the order the page shows them. */
const shownFigures = (section: Element | null) =>
  [...(section?.querySelectorAll("[data-slot=stat]") ?? [])].map((stat) =>
    texts(stat.querySelectorAll(":scope > p, figcaption > span")),
  );

/** What the page shows of each case: the client, where it links (if it does), its cover and the figures on its card. */
const shownCases = (section: Element | null) =>
  [...(section?.querySelectorAll("[data-case]") ?? [])].map((card) => ({
    brand: card.getAttribute("data-case"),
    href: card.getAttribute("href") ?? undefined,
    cover: card.querySelector("[data-slot=cover]") !== null,
    figures: [...card.querySelectorAll("dl > div")].map((pair) =>
      texts([pair.querySelector("dd")!, pair.querySelector("dt")!]),
    ),
  }));

const contentFigures = (figures: readonly Figure[]) =>
  figures.map(({ value, label, note }) => (note ? [value, label, note] : [value, label]));
const contentCases = (items: readonly CaseRef[]) =>
  items.map((item) => ({
    brand: caseStudies.find((study) => study.slug === item.study)?.title,
    href: item.link ? `/case-studies/${item.study}` : undefined,
    cover: true,
    figures: item.figures.map(({ value, label }) => [value, label]),
  }));

describe("a service page", () => {
  it.each(servicesIn.en.map((service): [string, Service] => [service.slug, service]))(
    "%s shows exactly the figures, steps and cases of its content file",
    async (slug, service) => {
      const page = await renderAt(`/${slug}`, ServiceRoute, serviceLoader);
      expect(shownFigures(page.querySelector("#results"))).toEqual(contentFigures(service.results.figures));
      expect(texts(page.querySelectorAll("#services h3"))).toEqual(service.offerings.cards.map((card) => card.title));
      expect(texts(page.querySelectorAll("#process li h3"))).toEqual(
        service.process?.steps.map((step) => step.title) ?? [],
      );
      expect(texts(page.querySelectorAll("#process li > p:first-of-type"))).toEqual(
        service.process?.steps.map((_, index) => `Step ${index + 1}`) ?? [],
      );
      expect(shownCases(page.querySelector("#work"))).toEqual(contentCases(service.cases.items));
    },
  );
});

describe("a location or market page", () => {
  it.each(locationPagesIn.en.map((location): [string, LocationPage] => [location.slug, location]))(
    "%s shows exactly the figures, models and cases of its content file",
    async (slug, location) => {
      const page = await renderAt(`/${slug}`, LocationRoute, locationLoader);
      expect(shownFigures(page.querySelector("#figures"))).toEqual(contentFigures(location.stats.figures));
      expect(
        [...page.querySelectorAll("[data-slot=team-models] li")].map((model) =>
          texts(model.querySelectorAll(":scope > * > p:first-child, h3")),
        ),
      ).toEqual(location.models?.items.map((model) => [model.scale, model.name]) ?? []);
      expect(shownCases(page.querySelector("#work"))).toEqual(contentCases(location.cases.items));
      // A city page shows its office beside its work: the city, and the postal address where the config gives one.
      const office = page.querySelector("#work address[data-slot=office]");
      if (location.kind === "location") {
        expect(texts([office!])[0]).toContain(location.place.city);
        if (site.postalAddress.addressLocality === location.place.city)
          expect(texts([office!])[0]).toContain(site.postalAddress.streetAddress);
      } else expect(office).toBeNull();
    },
  );
});
