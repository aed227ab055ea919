import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import type { TeamModel } from "~/content/locations/schema";
import { useSiteCopy } from "~/lib/site-copy";
import { cn } from "~/lib/utils";
import { accentText } from "./accent";
import { IntroSection, type IntroSectionProps } from "./intro-header";

type TeamModelsSectionProps = IntroSectionProps & { models: readonly TeamModel[] };

/** The ways of working together, side by side so they can be compared. */
function TeamModelsSection({ models, ...section }: TeamModelsSectionProps) {
  const { bestFor } = useSiteCopy().sections.teamModels;
  return (
    <IntroSection {...section} composition="grid">
      <ul className="mt-12 grid gap-5 md:mt-16 lg:grid-cols-3" data-slot="team-models">
        {models.map((model) => (
          <li key={model.name} className="flex">
            <Card className="flex w-full flex-col">
              <p className={cn("font-display font-semibold text-xl tracking-[-0.02em]", accentText[section.accent])}>
                {model.scale}
              </p>
              <CardTitle className="mt-8 md:text-3xl">{model.name}</CardTitle>
              <CardDescription>{model.description}</CardDescription>
              <div className="mt-auto pt-8">
                <p className="border-current/15 border-t pt-5 text-sm">
                  <span className="font-semibold">{`${bestFor} `}</span>
                  <span className="text-muted in-data-[tone=ink]:text-ink-muted">{model.bestFor}</span>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </IntroSection>
  );
}

export { TeamModelsSection };
