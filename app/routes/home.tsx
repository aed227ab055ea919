import { Suspense } from "react";
import {
  BlogTeaserSection,
  FaqSection,
  HomeHero,
  NeedsSection,
  ProcessSection,
  SectorsSection,
  ServicesSection,
  ShowreelSection,
  WorkSection,
} from "~/components/sections/home";
import { fixedPaths, localeOf, locales } from "~/config/locales";
import { site } from "~/config/site";
import { listPostCards } from "~/content/blog.server";
import { findCaseStudyMention, findCaseStudyWorkCard, findLeadCase } from "~/content/case-studies.server";
import { homes } from "~/content/collections.server";
import { posterFor } from "~/content/covers.server";
import { siteCopies } from "~/content/site-copy.server";
import { previewContext } from "~/lib/load-context";
import { fill } from "~/lib/placeholders";
import { metaFromLoader } from "~/lib/route-meta";
import { organization, organizationRef, pageMetaWithData } from "~/seo.server";
import type { Route } from "./+types/home";

export function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const home = homes[locale];
  const meta = pageMetaWithData({
    ...home.seo,
    path: fixedPaths.home[locale],
    breadcrumbName: siteCopies[locale].layout.breadcrumbs.home,
    webPage: { about: organizationRef },
    graph: (webPage) => [organization(), webPage],
  });
  return {
    home,
    meta,
    work: home.work.slugs.flatMap((slug) => findCaseStudyWorkCard(slug, locale) ?? []),
    // The rail's first study leads the first screen, with its cover; the rail itself is set in type.
    lead: findLeadCase(home.hero.rail[0]!, locale),
    rail: home.hero.rail.flatMap((slug) => findCaseStudyMention(slug, locale) ?? []),
    rating: fill(home.hero.rating, {
      value: site.rating.value.toLocaleString(locales[locale].lang),
      count: site.rating.count,
    }),
    // The newest few, newest first.
    posts: listPostCards(context.get(previewContext), locale).slice(0, home.blog.count),
    posters: { mobile: posterFor("mobile"), desktop: posterFor("desktop") },
  };
}

export const meta = metaFromLoader;

/** The document needs a second round trip, so it carries its stylesheet there (ADR 049). */
export const handle = { inlineStylesheet: true };

/** Each section is a boundary of its own, so it hydrates as its own task after the hero and the chrome (ADR 071). */
export default function Home({ loaderData: { home, work, lead, rail, rating, posts, posters } }: Route.ComponentProps) {
  const sections = [
    <NeedsSection key="needs" content={home.needs} />,
    <ServicesSection key="services" content={home.services} />,
    <SectorsSection key="sectors" content={home.sectors} />,
    <ProcessSection key="process" content={home.process} />,
    <WorkSection key="work" content={home.work} cards={work} />,
    <ShowreelSection key="showreel" content={home.showreel} posters={posters} />,
    <BlogTeaserSection key="blog" content={home.blog} posts={posts} />,
    <FaqSection key="faq" content={home.faq} />,
  ];
  return (
    <>
      <Suspense>
        <HomeHero content={home.hero} lead={lead} rail={rail} rating={rating} />
      </Suspense>
      {sections.map((section) => (
        <Suspense key={section.key}>{section}</Suspense>
      ))}
    </>
  );
}
