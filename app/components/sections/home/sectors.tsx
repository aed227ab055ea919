import { Section } from "~/components/ui/section";
import type { HomeContent } from "~/content/home.schema";
import { Columns } from "../columns";
import { IntroHeader } from "../intro-header";

/**
 * The industries as a square of four beside the section's header, where the challenge above sets
 * its four in a row: the two never share a shape.
 */
function SectorsSection({ content }: { content: HomeContent["sectors"] }) {
  return (
    <Section id="sectors" tone="ink" composition="grid" aria-labelledby="sectors-heading">
      <div className="grid gap-y-2 lg:grid-cols-12 lg:gap-x-12">
        <IntroHeader id="sectors-heading" intro={content} className="lg:sticky lg:top-32 lg:col-span-5 lg:self-start" />
        <Columns items={content.items} columns={2} className="lg:col-span-7 lg:mt-0 lg:gap-y-14" />
      </div>
    </Section>
  );
}

export { SectorsSection };
