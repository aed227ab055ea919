import { ArrowRight } from "lucide-react";
import { ContactLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { articleCopy } from "~/content/pages/blog";
import { unwidow } from "~/lib/typography";

/** The article's sign-off and its one call to action: on to the contact form that follows it. */
function ArticleCta() {
  const { cta } = articleCopy;
  return (
    <aside
      data-slot="article-cta"
      aria-labelledby="article-cta-heading"
      className="mt-16 border-ink border-t-2 pt-8 md:mt-20 md:pt-10"
    >
      <p className="font-medium text-[0.8125rem] text-ember-deep uppercase tracking-[0.16em]">{cta.eyebrow}</p>
      <h2
        id="article-cta-heading"
        className="mt-3 text-balance font-semibold text-[1.75rem] leading-tight tracking-[-0.025em] md:text-[2rem]"
      >
        {cta.heading}
      </h2>
      <p className="mt-4 text-muted text-lg leading-relaxed">{unwidow(cta.lead)}</p>
      <Button asChild size="lg" className="mt-8">
        <ContactLink>
          {cta.button}
          <ArrowRight aria-hidden="true" />
        </ContactLink>
      </Button>
    </aside>
  );
}

export { ArticleCta };
