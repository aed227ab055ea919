import { Section } from "~/components/ui/section";
import { Stat } from "~/components/ui/stat";
import type { Figure, SectionIntro } from "~/content/shared";
import { type Accent, accentText, type Tone } from "./accent";
import { IntroHeader } from "./intro-header";

type FiguresSectionProps = {
  id: string;
  intro: SectionIntro;
  figures: readonly Figure[];
  tone: Tone;
  accent: Accent;
};

/** Headline figures, exactly as stated in the content, each read as one phrase. */
function FiguresSection({ id, intro, figures, tone, accent }: FiguresSectionProps) {
  const headingId = `${id}-heading`;
  // Headline words ("Launch", "90 days") need a smaller size than figures to fit three abreast.
  const fitChars = Math.max(...figures.map((figure) => figure.value.length));
  return (
    <Section id={id} tone={tone} composition="figures" aria-labelledby={headingId}>
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-10">
        <IntroHeader id={headingId} intro={intro} accent={accent} className="lg:col-span-4 [&_h2]:lg:text-5xl" />
        <ul className="grid gap-10 sm:grid-cols-3 sm:gap-6 lg:col-span-8 lg:gap-10" data-slot="figures">
          {figures.map((figure) => (
            <li key={figure.value + figure.label}>
              <Stat value={figure.value} label={figure.label} fitChars={fitChars} className={accentText[accent]} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export { FiguresSection };
