import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { Ordinal } from "~/components/ui/ordinal";
import { Section } from "~/components/ui/section";
import type { SectionIntro } from "~/content/shared";
import { cn } from "~/lib/utils";
import { type Accent, accentText, type Tone } from "./accent";
import { IntroHeader } from "./intro-header";

type NumberedCard = { title: string; description: string; href?: string };

type NumberedCardsSectionProps = {
  id: string;
  intro: SectionIntro;
  cards: readonly NumberedCard[];
  tone: Tone;
  accent: Accent;
};

/**
 * Numbered service cards. Four sit two by two beside the heading; three or
 * six run in rows of three beneath it; five make a row of two over a row of
 * three. A card with a link is a link as a whole.
 */
function NumberedCardsSection({ id, intro, cards, tone, accent }: NumberedCardsSectionProps) {
  const headingId = `${id}-heading`;
  const beside = cards.length === 4;
  const twoOverThree = cards.length === 5;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <div className={cn("grid gap-12", beside && "lg:grid-cols-12 lg:gap-10")}>
        <IntroHeader
          id={headingId}
          intro={intro}
          accent={accent}
          className={cn(beside && "lg:sticky lg:top-28 lg:col-span-4 lg:self-start [&_h2]:lg:text-5xl")}
        />
        <ol
          className={cn(
            "grid gap-4 md:grid-cols-2 md:gap-5",
            beside ? "lg:col-span-8" : twoOverThree ? "lg:grid-cols-6" : "lg:grid-cols-3",
          )}
        >
          {cards.map((card, index) => {
            const body = (
              <>
                <div className="flex items-start justify-between gap-4">
                  <Ordinal index={index} className={accentText[accent]} />
                  {card.href ? (
                    <ArrowUpRight
                      aria-hidden="true"
                      className="size-5 shrink-0 transition-transform duration-200 group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                    />
                  ) : null}
                </div>
                <CardTitle className="mt-10 md:mt-14">{card.title}</CardTitle>
                <CardDescription>{card.description}</CardDescription>
              </>
            );
            return (
              <li
                key={card.title}
                className={cn("flex", twoOverThree && (index < 2 ? "lg:col-span-3" : "lg:col-span-2"))}
              >
                {card.href ? (
                  <Link
                    to={card.href}
                    className="group flex w-full rounded-card transition-transform duration-200 hover:-translate-y-0.5"
                  >
                    <Card className="w-full transition-[border-color,box-shadow] duration-200 group-hover:border-current/40 group-hover:shadow-[0_16px_40px_rgb(17_16_20/0.08)]">
                      {body}
                    </Card>
                  </Link>
                ) : (
                  <Card className="w-full">{body}</Card>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}

export { NumberedCardsSection };
