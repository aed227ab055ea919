import { Section } from "~/components/ui/section";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { caseStudyPageCopy } from "~/content/pages/case-studies";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";

function Story({ id, heading, paragraphs }: { id: string; heading: string; paragraphs: string[] }) {
  return (
    <article aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-[2.125rem] leading-[1.05] tracking-[-0.03em] sm:text-5xl">
        {heading}
      </h2>
      <div className="mt-6 space-y-5 text-lg leading-relaxed md:mt-8 md:text-xl md:leading-relaxed">
        {paragraphs.map((paragraph, index) => (
          <p key={paragraph} className={index === 0 ? "text-ink" : "text-muted"}>
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}

/** A sentence from the study's own story, set large in the client's colour. */
function PullQuote({ quote, className }: { quote: string; className?: string }) {
  return (
    <figure className={cn("border-[var(--client-ground)] border-l-4 pl-6 md:pl-10", className)}>
      <blockquote className="font-display font-semibold text-[1.875rem] leading-[1.12] tracking-[-0.03em] md:text-[2.75rem] [&_p]:text-balance">
        <p>{unwidow(quote, PAIR_LIMIT.quote)}</p>
      </blockquote>
    </figure>
  );
}

/**
 * The Challenge and Our Approach. "statement": side by side, the pull quote across the page beneath.
 * "editorial": one after the other in a reading column, the pull quote in the margin beside them.
 */
function ChallengeApproach({ challenge, approach, art }: Pick<CaseStudyPage, "challenge" | "approach" | "art">) {
  const challengeStory = <Story id="challenge-heading" heading={caseStudyPageCopy.challenge} paragraphs={challenge} />;
  const approachStory = <Story id="approach-heading" heading={caseStudyPageCopy.approach} paragraphs={approach} />;
  const stories = (
    <>
      {challengeStory}
      {approachStory}
    </>
  );
  return (
    <Section composition="split">
      {art.layout === "statement" ? (
        <>
          <div className="grid gap-14 lg:grid-cols-2 lg:gap-20">{stories}</div>
          <PullQuote quote={art.pullQuote} className="mt-16 max-w-5xl md:mt-24" />
        </>
      ) : (
        <div className="grid gap-14 lg:grid-cols-12 lg:gap-10">
          <div className="space-y-16 lg:col-span-7">{stories}</div>
          <PullQuote quote={art.pullQuote} className="lg:sticky lg:top-32 lg:col-span-5 lg:self-start" />
        </div>
      )}
    </Section>
  );
}

export { ChallengeApproach };
