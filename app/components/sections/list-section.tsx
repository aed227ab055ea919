import { Section } from "~/components/ui/section";
import type { SectionIntro } from "~/content/shared";
import type { Accent, Tone } from "./accent";
import { IntroHeader } from "./intro-header";
import { type ListItem, TypographicList } from "./typographic-list";

type ListSectionProps = {
  id: string;
  intro: SectionIntro;
  items: readonly ListItem[];
  tone: Tone;
  accent: Accent;
};

/** A page's services as a typographic list under the section's header. */
function ListSection({ id, intro, items, tone, accent }: ListSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} tone={tone} composition="list" aria-labelledby={headingId}>
      <IntroHeader id={headingId} intro={intro} accent={accent} />
      <TypographicList items={items} />
    </Section>
  );
}

export { ListSection };
