import { FaqSection } from "~/components/sections/home/faq";
import { HomeHero } from "~/components/sections/home/hero";
import { NeedsSection } from "~/components/sections/home/needs";
import { ProcessSection } from "~/components/sections/home/process";
import { SectorsSection } from "~/components/sections/home/sectors";
import { ServicesSection } from "~/components/sections/home/services";
import { ShowreelSection } from "~/components/sections/home/showreel";
import { home } from "~/content/home";
import type { Route } from "./+types/home";

/** Copy reaches the browser as route data, not as JavaScript. */
export function loader() {
  return { home };
}

export function meta() {
  return [
    { title: "Lumen & Lark | Growth and brand marketing agency in London, New York and Barcelona" },
    {
      name: "description",
      content:
        "Brand strategy, paid media and creative execution for ambitious brands. A senior growth and brand marketing team in London, New York and Barcelona.",
    },
  ];
}

export default function Home({ loaderData: { home } }: Route.ComponentProps) {
  return (
    <>
      <HomeHero content={home.hero} />
      <NeedsSection content={home.needs} />
      <ServicesSection content={home.services} />
      <SectorsSection content={home.sectors} />
      <ProcessSection content={home.process} />
      <ShowreelSection content={home.showreel} />
      <FaqSection content={home.faq} />
    </>
  );
}
