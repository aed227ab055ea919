import type { ReactNode } from "react";
import { type Composition, Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { SectionIntro } from "~/content/shared";
import { type Accent, accentText, type Tone } from "./accent";

/** What every section of a page template is given: its anchor, its header's words, its tone and the page's accent. */
export type IntroSectionProps = { id: string; intro: SectionIntro; tone: Tone; accent: Accent };

type IntroHeaderProps = {
  id: string;
  intro: SectionIntro;
  /** The page's accent, which the eyebrow takes; without one, the eyebrow is in the site's. */
  accent?: Accent;
  size?: "section" | "statement";
  className?: string;
};

/** A section's header from its content: eyebrow, heading and lead. */
function IntroHeader({ intro, accent, ...props }: IntroHeaderProps) {
  return (
    <SectionHeader
      {...props}
      eyebrow={accent ? <span className={accentText[accent]}>{intro.eyebrow}</span> : intro.eyebrow}
      heading={intro.heading}
      lead={intro.lead}
    />
  );
}

type IntroSectionShellProps = IntroSectionProps & {
  composition: Composition;
  /** Header and body side by side on wide screens: the grid they share, and the header's place in it. */
  split?: { grid: string; header: string };
  children: ReactNode;
};

/** A section of a page template: its header from the content, labelling the section, then its body. */
function IntroSection({ id, intro, tone, accent, composition, split, children }: IntroSectionShellProps) {
  const headingId = `${id}-heading`;
  const header = <IntroHeader id={headingId} intro={intro} accent={accent} className={split?.header} />;
  return (
    <Section id={id} tone={tone} composition={composition} aria-labelledby={headingId}>
      {split ? (
        <div className={split.grid}>
          {header}
          {children}
        </div>
      ) : (
        <>
          {header}
          {children}
        </>
      )}
    </Section>
  );
}

export { IntroHeader, IntroSection };
