import type { ReactNode } from "react";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";

type IndexPageProps = {
  /** The page heading's id, which labels the page's one section. */
  id: string;
  copy: { eyebrow: string; heading: string; lead: string };
  /** The grid the cards are set in. */
  listClassName: string;
  /** The cards, one <li> each. */
  children: ReactNode;
};

/** An index of a collection (the case studies, the articles): the page's heading over a grid of cards. */
function IndexPage({ id, copy, listClassName, children }: IndexPageProps) {
  return (
    <Section aria-labelledby={id} className="pt-32 md:pt-44">
      <SectionHeader as="h1" id={id} eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <ul className={listClassName}>{children}</ul>
    </Section>
  );
}

export { IndexPage };
