import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { HomeContent } from "~/content/home.schema";
import { TypographicList } from "../typographic-list";

function ServicesSection({ content }: { content: HomeContent["services"] }) {
  return (
    <Section id="services" composition="list" aria-labelledby="services-heading">
      <SectionHeader id="services-heading" eyebrow={content.eyebrow} heading={content.heading} lead={content.lead} />
      <TypographicList items={content.items} />
    </Section>
  );
}

export { ServicesSection };
