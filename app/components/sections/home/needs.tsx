import { ContactLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { HomeContent } from "~/content/home.schema";
import { NumberedCards } from "../numbered-list";

function NeedsSection({ content }: { content: HomeContent["needs"] }) {
  return (
    <Section id="needs" tone="deep" aria-labelledby="needs-heading">
      <SectionHeader id="needs-heading" eyebrow={content.eyebrow} heading={content.heading} lead={content.lead} />
      <NumberedCards items={content.items} columns={4} />
      <Button asChild variant="secondary" size="lg" className="mt-12">
        <ContactLink>{content.cta}</ContactLink>
      </Button>
    </Section>
  );
}

export { NeedsSection };
