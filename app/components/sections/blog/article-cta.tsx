import { ArrowDown } from "lucide-react";
import { ContactLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { useArticleCopy } from "~/content/pages/blog";
import { unwidow } from "~/lib/typography";

/**
 * The article's sign-off: one sentence and the link on to the contact form, which follows the
 * article at once. It has no heading of its own: it is the form's lead-in, not a second call to
 * action before it (ADR 075).
 */
function ArticleCta() {
  const articleCopy = useArticleCopy();
  const { cta } = articleCopy;
  return (
    <aside
      data-slot="article-cta"
      aria-label={cta.eyebrow}
      className="mt-16 flex flex-col gap-6 border-ink border-t-2 pt-6 sm:flex-row sm:items-end sm:justify-between md:mt-20"
    >
      <p className="max-w-[26rem] text-pretty text-lg leading-[1.45]">
        <span className="font-medium text-[0.8125rem] text-ember-deep uppercase tracking-[0.16em]">{cta.eyebrow}</span>
        <span className="mt-2 block">{unwidow(cta.lead)}</span>
      </p>
      <Button asChild size="lg" variant="outline" className="shrink-0 self-start sm:self-auto">
        <ContactLink>
          {cta.button}
          <ArrowDown aria-hidden="true" />
        </ContactLink>
      </Button>
    </aside>
  );
}

export { ArticleCta };
