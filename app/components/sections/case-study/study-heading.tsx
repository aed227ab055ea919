import { cn } from "~/lib/utils";

type StudyHeadingProps = {
  id: string;
  copy: { eyebrow: string; heading: string };
  /** The eyebrow in the muted ink; on a ground of the client's colour it takes the ground's own. */
  muted?: boolean;
};

/** A case study section's eyebrow and its heading across the page, the heading naming the section by its id. */
function StudyHeading({ id, copy, muted = false }: StudyHeadingProps) {
  return (
    <>
      <p className={cn("font-medium text-[0.8125rem]", muted && "text-muted", "uppercase tracking-[0.16em]")}>
        {copy.eyebrow}
      </p>
      <h2
        id={id}
        className="mt-4 text-balance font-semibold text-[2.125rem] leading-[1.05] tracking-[-0.03em] sm:text-5xl lg:text-[3.5rem]"
      >
        {copy.heading}
      </h2>
    </>
  );
}

export { StudyHeading };
