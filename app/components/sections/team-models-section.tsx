import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import type { TeamModel } from "~/content/locations";
import type { SectionIntro } from "~/content/shared";
import { cn } from "~/lib/utils";
import { type Accent, accentText, type Tone } from "./accent";
import { IntroHeader } from "./intro-header";

type TeamModelsSectionProps = {
  id: string;
  intro: SectionIntro;
  models: readonly TeamModel[];
  tone: Tone;
  accent: Accent;
};

/** The ways of working together, side by side so they can be compared. */
function TeamModelsSection({ id, intro, models, tone, accent }: TeamModelsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} tone={tone} composition="grid" aria-labelledby={headingId}>
      <IntroHeader id={headingId} intro={intro} accent={accent} />
      <ul className="mt-12 grid gap-5 md:mt-16 lg:grid-cols-3" data-slot="team-models">
        {models.map((model) => (
          <li key={model.name} className="flex">
            <Card className="flex w-full flex-col">
              <p className={cn("font-display font-semibold text-xl tracking-[-0.02em]", accentText[accent])}>
                {model.scale}
              </p>
              <CardTitle className="mt-8 md:text-3xl">{model.name}</CardTitle>
              <CardDescription>{model.description}</CardDescription>
              <div className="mt-auto pt-8">
                <p className="border-current/15 border-t pt-5 text-sm">
                  <span className="font-semibold">Best for: </span>
                  <span className="text-muted in-data-[tone=ink]:text-ink-muted">{model.bestFor}</span>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export { TeamModelsSection };
