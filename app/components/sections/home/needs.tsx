import { ContactLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { HomeContent } from "~/content/home.schema";
import { Columns } from "../columns";
import { IntroHeader } from "../intro-header";

/** A statement: the problem set large across the page, then the four ways it shows. */
function NeedsSection({ content }: { content: HomeContent["needs"] }) {
  return (
    <Section id="needs" tone="deep" composition="statement" aria-labelledby="needs-heading">
      <IntroHeader id="needs-heading" intro={content} size="statement" />
      <Columns items={content.items} columns={4} />
      <Button asChild variant="secondary" size="lg" className="mt-12">
        <ContactLink>{content.cta}</ContactLink>
      </Button>
    </Section>
  );
}

export { NeedsSection };
