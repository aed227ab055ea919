import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { HomeContent } from "~/content/home.schema";
import { Columns } from "../columns";

function SectorsSection({ content }: { content: HomeContent["sectors"] }) {
  return (
    <Section id="sectors" tone="ink" composition="grid" aria-labelledby="sectors-heading">
      <SectionHeader id="sectors-heading" eyebrow={content.eyebrow} heading={content.heading} lead={content.lead} />
      <Columns items={content.items} columns={4} />
    </Section>
  );
}

export { SectorsSection };
