import { IntroSection, type IntroSectionProps } from "./intro-header";
import { type ListItem, TypographicList } from "./typographic-list";

type ListSectionProps = IntroSectionProps & { items: readonly ListItem[] };

/** A page's services as a typographic list under the section's header. */
function ListSection({ items, ...section }: ListSectionProps) {
  return (
    <IntroSection {...section} composition="list">
      <TypographicList items={items} keepLastPair />
    </IntroSection>
  );
}

export { ListSection };
