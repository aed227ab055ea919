import { LinkButton } from "~/components/ui/link-button";
import { IntroHeader } from "../intro-header";

type HeaderWithLinkProps = {
  id: string;
  content: { eyebrow: string; heading: string; lead?: string; cta: string };
  /** The page that holds the rest of what the section shows a few of. */
  to: string;
};

/** A home section's header with, across from it, the link to the whole collection it samples. */
function HeaderWithLink({ id, content, to }: HeaderWithLinkProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-8">
      <IntroHeader id={id} intro={content} />
      <LinkButton to={to} variant="outline">
        {content.cta}
      </LinkButton>
    </div>
  );
}

export { HeaderWithLink };
