import { ArrowRight } from "lucide-react";
import { ContactLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { articleCopy } from "~/content/pages/blog";

/** The article's closing call to action: on to the contact section below. */
function ArticleCta() {
  const { cta } = articleCopy;
  return (
    <Section tone="deep" aria-labelledby="article-cta-heading">
      <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
        <SectionHeader id="article-cta-heading" eyebrow={cta.eyebrow} heading={cta.heading} lead={cta.lead} />
        <Button asChild size="lg">
          <ContactLink>
            {cta.button}
            <ArrowRight aria-hidden="true" />
          </ContactLink>
        </Button>
      </div>
    </Section>
  );
}

export { ArticleCta };
