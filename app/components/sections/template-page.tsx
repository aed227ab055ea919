import { Fragment, type ReactNode } from "react";
import type { Place } from "~/content/locations";
import type { Hero, Theme } from "~/content/shared";
import { type Accent, sectionTones, type Tone } from "./accent";
import { Motif } from "./motif";
import { PageHero } from "./page-hero";

/** Each section a template knows, drawn in its tone and the page's accent (nothing where the page lacks it). */
export type TemplateSections<Name extends string> = Record<Name, (look: { tone: Tone; accent: Accent }) => ReactNode>;

type TemplatePageProps<Name extends string> = {
  /** The page's content: its hero, its theme, the order of its sections after the hero, and its place if it has one. */
  page: { hero: Hero; theme: Theme; order: readonly Name[]; place?: Place };
  /** The section of headline figures, which sits on ink. */
  figures: Name;
  sections: TemplateSections<Name>;
};

/** A page of a shared template (a service, a location): its hero and motif, then its sections in order and in tone. */
function TemplatePage<Name extends string>({ page, figures, sections }: TemplatePageProps<Name>) {
  const { hero, order, place } = page;
  const { accent, heroTone, surface, motif } = page.theme;
  const tones = sectionTones(heroTone, order, (name) => name === figures);
  return (
    <>
      <PageHero
        {...hero}
        tone={heroTone}
        accent={accent}
        motif={<Motif name={motif} accent={accent} surface={surface} place={place} />}
      />
      {order.map((name, index) => (
        <Fragment key={name}>{sections[name]({ tone: tones[index] ?? "paper", accent })}</Fragment>
      ))}
    </>
  );
}

export { TemplatePage };
