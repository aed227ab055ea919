// The showreel's poster frames in the site's ink, paper and ember: the year set large and cut by the frame,
// a rail of the clients' names in the tall cut, and a slate line naming the cut and its ratio. The wide cut is shown
// small on a phone, where a rail of twelve names could not be read: it sets the year alone.
import { colors } from "~/config/tokens";
import { type GeneratedArt, hairline, letters, rect, svgDocument } from "./art";
import { displayFont, setLine, sizeToCapHeight, sizeToWidth } from "./type";

const { ink: INK, "ink-soft": INK_SOFT, paper: PAPER, ember: EMBER } = colors;

export const POSTER_SIZES = {
  mobile: { width: 1080, height: 1920, ratio: "9:16" },
  desktop: { width: 1920, height: 1080, ratio: "16:9" },
} as const;

export type PosterInput = {
  format: keyof typeof POSTER_SIZES;
  /** The slate's label, e.g. "Showreel 2025". */
  title: string;
  year: number;
  clients: readonly string[];
};

export async function posterSvg({ format, title, year, clients }: PosterInput): Promise<string> {
  const { width, height, ratio } = POSTER_SIZES[format];
  const tall = format === "mobile";
  const margin = tall ? 88 : 104;
  const slate = await displayFont({ wght: 600, wdth: 100 });
  const rail = await displayFont({ wght: 460, wdth: 100 });
  const figure = await displayFont({ wght: 800, wdth: 75 });

  const slateCap = tall ? 34 : 30;
  const slateY = margin + slateCap;
  const titleLine = setLine(slate, title, sizeToCapHeight(slate, slateCap), -0.01);
  const ratioLine = setLine(slate, ratio, sizeToCapHeight(slate, slateCap), -0.01);

  // The tall cut is shown narrow beside the wide one (about 290 px at 768): its names are set larger.
  const railCap = tall ? 40 : 27;
  const railStep = railCap * (tall ? 1.9 : 2.05);
  const railTop = slateY + (tall ? 150 : 130);
  const railLines = (tall ? clients : []).map((name) => setLine(rail, name, sizeToCapHeight(rail, railCap), -0.01));
  const names = railLines.map((line, i) => line.at(margin - line.left, railTop + railCap + i * railStep));
  const railBottom = railTop + railLines.length * railStep;

  // The year: one line across a wide frame, two stacked lines in a tall one, cut by the bottom edge.
  const digits = String(year);
  const yearLines = tall ? [digits.slice(0, 2), digits.slice(2)] : [digits];
  // As large as the frame allows without touching the rail: beside it when wide, below it when tall.
  const yearRight = width - margin * (tall ? 0.5 : 0.8);
  const room = tall
    ? { width: yearRight - margin, height: (height - railBottom - 80) / (2.12 - 0.14) }
    : { width: yearRight - margin, height: 720 };
  const widest = Math.min(...yearLines.map((text) => sizeToWidth(figure, text, room.width, -0.03)));
  const yearSize = Math.min(widest, sizeToCapHeight(figure, room.height));
  const yearCap = (yearSize * figure.capHeight) / figure.unitsPerEm;
  const yearGap = yearCap * 0.12;
  const yearPaths = yearLines.map((text, i) => {
    const line = setLine(figure, text, yearSize, -0.03);
    const baseline = height + yearCap * 0.14 - (yearLines.length - 1 - i) * (yearCap + yearGap);
    return line.at(yearRight - line.right, baseline);
  });

  const panelX = tall ? width * 0.62 : width * 0.56;
  return svgDocument(
    width,
    height,
    [
      rect(0, 0, width, height, INK),
      rect(panelX, 0, width - panelX, height, INK_SOFT),
      hairline(margin, slateY + 36, width - margin, slateY + 36, PAPER, 2, 0.3),
      tall ? rect(margin, railTop - 56, 72, 10, EMBER) : "",
      letters(
        titleLine.at(margin - titleLine.left, slateY) + ratioLine.at(width - margin - ratioLine.right, slateY),
        PAPER,
      ),
      letters(names.join(""), PAPER),
      letters(yearPaths.join(""), EMBER),
    ].join(""),
  );
}

export function posterArt(input: PosterInput): GeneratedArt {
  const { width, height } = POSTER_SIZES[input.format];
  // The brand's colours are among its inputs: new tokens, new posters (and only the posters).
  return { width, height, ground: INK, inputs: { ...input, colors }, svg: () => posterSvg(input) };
}
