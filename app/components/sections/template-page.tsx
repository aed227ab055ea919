import { Fragment, type ReactNode } from "react";
import type { CaseItem, Figure, Hero, SectionIntro, Theme } from "~/content/shared";
import { type Accent, sectionTones, type Tone } from "./accent";
import { CaseCardsSection, type OfficeCard } from "./case-cards-section";
import { HeroFigures } from "./figures-section";
import { PageHero } from "./page-hero";

/** Each section a template knows, drawn in its tone and the page's accent (nothing where the page lacks it). */
export type TemplateSections<Name extends string> = Record<Name, (look: { tone: Tone; accent: Accent }) => ReactNode>;

type TemplatePageProps<Name extends string> = {
  /** The page's content: its hero, its theme and the order of its sections after the proof. */
  page: { hero: Hero; theme: Theme; order: readonly Name[] };
  /** The headline figures beside the hero, and their anchor. */
  figures: { id: string; heading: string; figures: readonly Figure[] };
  /** The case studies that prove the page, right after the hero, with their covers. */
  cases: { intro: SectionIntro; items: readonly CaseItem[]; office?: OfficeCard };
  sections: TemplateSections<Name>;
};

/**
 * A page of a shared template (a service, a location): its hero with the page's figures beside it,
 * the work that proves it on ink, then its sections in order, alternating paper and deep.
 */
function TemplatePage<Name extends string>({ page, figures, cases, sections }: TemplatePageProps<Name>) {
  const { hero, order } = page;
  const { accent, heroTone } = page.theme;
  const [proofTone = "ink", ...tones] = sectionTones(heroTone, ["cases", ...order], (name) => name === "cases");
  return (
    <>
      <PageHero {...hero} tone={heroTone} accent={accent} evidence={<HeroFigures {...figures} accent={accent} />} />
      <CaseCardsSection
        id="work"
        intro={cases.intro}
        items={cases.items}
        office={cases.office}
        tone={proofTone}
        accent={accent}
      />
      {order.map((name, index) => (
        <Fragment key={name}>{sections[name]({ tone: tones[index] ?? "paper", accent })}</Fragment>
      ))}
    </>
  );
}

export { TemplatePage };
