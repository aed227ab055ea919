import { Fragment, type ReactNode } from "react";
import type { Place } from "~/content/locations";
import type { Hero, Theme } from "~/content/shared";
import { type Accent, sectionTones, type Tone } from "./accent";
import { Motif } from "./motif";
import { PageHero } from "./page-hero";

type TemplatePageProps<Name extends string> = {
  hero: Hero;
  theme: Theme;
  /** The sections after the hero, in the content's order. */
  order: readonly Name[];
  /** The section of headline figures, which sits on ink. */
  figures: Name;
  /** Each section the template knows, drawn in its tone and the page's accent (nothing where the page lacks it). */
  sections: Record<Name, (look: { tone: Tone; accent: Accent }) => ReactNode>;
  place?: Place;
};

/** A page of a shared template (a service, a location): its hero and motif, then its sections in order and in tone. */
function TemplatePage<Name extends string>({ hero, theme, order, figures, sections, place }: TemplatePageProps<Name>) {
  const { accent, heroTone, surface, motif } = theme;
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
