import { ContactLink } from "~/components/layout/scroll-link";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { HomeContent } from "~/content/home.schema";
import { NumberedCards } from "../numbered-list";

function NeedsSection({ content }: { content: HomeContent["needs"] }) {
  return (
    <Section id="needs" tone="deep" aria-labelledby="needs-heading">
      <SectionHeader id="needs-heading" eyebrow={content.eyebrow} heading={content.heading} lead={content.lead} />
      <NumberedCards items={content.items} columns={4} />
      <ContactLink className={`${buttonVariants({ variant: "secondary", size: "lg" })} mt-12`}>
        {content.cta}
      </ContactLink>
    </Section>
  );
}

export { NeedsSection };
