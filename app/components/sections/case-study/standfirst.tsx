import { Section } from "~/components/ui/section";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { ClientBand } from "./client-band";

/**
 * The study's pull quote, written for the page in the agency's voice (never a repetition of the story,
 * the schema holds it): a standfirst set at display size. On the client's own field for an essay; on
 * paper, behind a bar of the client's colour, for a reveal, whose hero is already the field.
 */
function Standfirst({ quote, tone }: { quote: string; tone: "field" | "paper" }) {
  const field = tone === "field";
  const content = (
    <div className="lg:pl-[calc(100%/12)]">
      <span
        aria-hidden="true"
        data-slot="rule"
        className={cn(
          "block h-2 w-20 md:w-28",
          field ? "bg-[color:var(--client-band-rule)]" : "bg-[color:var(--client-rule)]",
        )}
      />
      <p className="mt-8 max-w-[24ch] text-balance font-display font-semibold text-[2.125rem] leading-[1.08] tracking-[-0.035em] sm:text-5xl md:mt-10 lg:text-[4.25rem]">
        {unwidow(quote, PAIR_LIMIT.quote)}
      </p>
    </div>
  );
  return field ? (
    <ClientBand ground="band" composition="quote" data-standfirst="">
      {content}
    </ClientBand>
  ) : (
    <Section composition="quote" data-standfirst="">
      {content}
    </Section>
  );
}

export { Standfirst };
