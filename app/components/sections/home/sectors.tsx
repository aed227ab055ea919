import { Section } from "~/components/ui/section";
import type { HomeContent } from "~/content/home.schema";
import { Columns } from "../columns";
import { IntroHeader } from "../intro-header";

function SectorsSection({ content }: { content: HomeContent["sectors"] }) {
  return (
    <Section id="sectors" tone="ink" composition="grid" aria-labelledby="sectors-heading">
      <IntroHeader id="sectors-heading" intro={content} />
      <Columns items={content.items} columns={4} />
    </Section>
  );
}

export { SectorsSection };
