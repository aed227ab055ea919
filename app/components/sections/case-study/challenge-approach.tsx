import { Section } from "~/components/ui/section";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { caseStudyPageCopy } from "~/content/pages/case-studies";

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

function ChallengeApproach({ challenge, approach }: Pick<CaseStudyPage, "challenge" | "approach">) {
  return (
    <Section>
      <div className="grid gap-14 lg:grid-cols-2 lg:gap-20">
        <Story id="challenge-heading" heading={caseStudyPageCopy.challenge} paragraphs={challenge} />
        <Story id="approach-heading" heading={caseStudyPageCopy.approach} paragraphs={approach} />
      </div>
    </Section>
  );
}

export { ChallengeApproach };
