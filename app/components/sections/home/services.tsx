import { Section } from "~/components/ui/section";
import type { HomeContent } from "~/content/home.schema";
import { IntroHeader } from "../intro-header";
import { TypographicList } from "../typographic-list";

function ServicesSection({ content }: { content: HomeContent["services"] }) {
  return (
    <Section id="services" composition="list" aria-labelledby="services-heading">
      <IntroHeader id="services-heading" intro={content} />
      <TypographicList items={content.items} />
    </Section>
  );
}

export { ServicesSection };
