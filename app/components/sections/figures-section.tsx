import { Stat } from "~/components/ui/stat";
import type { Figure } from "~/content/shared";
import { accentText } from "./accent";
import { IntroSection, type IntroSectionProps } from "./intro-header";

type FiguresSectionProps = IntroSectionProps & { figures: readonly Figure[] };

/** Headline figures, exactly as stated in the content, each read as one phrase. */
function FiguresSection({ figures, ...section }: FiguresSectionProps) {
  // Headline words ("Launch", "90 days") need a smaller size than figures to fit three abreast.
  const fitChars = Math.max(...figures.map((figure) => figure.value.length));
  return (
    <IntroSection
      {...section}
      composition="figures"
      split={{ grid: "grid gap-12 lg:grid-cols-12 lg:gap-10", header: "lg:col-span-4 [&_h2]:lg:text-5xl" }}
    >
      <ul className="grid gap-10 sm:grid-cols-3 sm:gap-6 lg:col-span-8 lg:gap-10" data-slot="figures">
        {figures.map((figure) => (
          <li key={figure.value + figure.label}>
            <Stat
              value={figure.value}
              label={figure.label}
              fitChars={fitChars}
              className={accentText[section.accent]}
            />
          </li>
        ))}
      </ul>
    </IntroSection>
  );
}

export { FiguresSection };
