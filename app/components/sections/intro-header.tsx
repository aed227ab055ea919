import { SectionHeader } from "~/components/ui/section-header";
import type { SectionIntro } from "~/content/shared";
import { type Accent, accentText } from "./accent";

type IntroHeaderProps = { id: string; intro: SectionIntro; accent: Accent; className?: string };

/** A section's header from its content, with the eyebrow in the page's accent. */
function IntroHeader({ id, intro, accent, className }: IntroHeaderProps) {
  return (
    <SectionHeader
      id={id}
      eyebrow={<span className={accentText[accent]}>{intro.eyebrow}</span>}
      heading={intro.heading}
      lead={intro.lead}
      className={className}
    />
  );
}

export { IntroHeader };
