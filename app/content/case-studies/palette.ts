/**
 * The client's colours through the case-study page (ADR 073), from its cover's palette so the page and
 * its cover never disagree; every pair chosen by its contrast (WCAG AA text, 3:1 rules and display type).
 */
import { colors } from "~/config/tokens";
import { contrastRatio, type Palette } from "../cover.schema";

export const TEXT_CONTRAST = 4.5;
/** Rules and borders that carry meaning (WCAG 1.4.11), and type set at display size. */
export const GRAPHIC_CONTRAST = 3;
/** Below this contrast with the paper, a field reads as paper, not as a band of colour. */
const BAND_SEPARATION = 1.25;

const darker = (a: string, b: string) => (contrastRatio(a, "#000000") < contrastRatio(b, "#000000") ? a : b);

function firstReaching(candidates: string[], ground: string, minimum: number) {
  return (
    candidates.find((colour) => contrastRatio(colour, ground) >= minimum) ??
    [...candidates].sort((a, b) => contrastRatio(b, ground) - contrastRatio(a, ground))[0]!
  );
}

/** Each ground the page sets (the cover's field, the deep band, the site's paper) with its text and rules. */
export function clientTheme(palette: Palette) {
  const [field, type, accent, shade] = palette;
  const ink = colors.ink;
  const paper = colors.paper;
  const paperDeep = colors["paper-deep"];
  const onField = firstReaching([type, ink, paper], field, TEXT_CONTRAST);
  const deep = darker(field, type);
  const light = deep === field ? type : field;
  const onDeep = firstReaching([light, paper], deep, TEXT_CONTRAST);
  return {
    field,
    onField,
    fieldRule: firstReaching([accent, shade, onField], field, GRAPHIC_CONTRAST),
    // The darker of field and type, text in the lighter.
    deep,
    onDeep,
    deepRule: firstReaching([accent, onDeep], deep, GRAPHIC_CONTRAST),
    deepFigure: firstReaching([accent, onDeep], deep, TEXT_CONTRAST),
    // The field where it stands apart from the paper, else the deep band: a paper-white field is no band.
    band: contrastRatio(field, paper) >= BAND_SEPARATION ? ("field" as const) : ("deep" as const),
    // Held against the deeper of the two paper tones, so they read on both.
    paperRule: firstReaching([accent, field, shade, type, ink], paperDeep, GRAPHIC_CONTRAST),
    paperText: firstReaching([field, shade, type, accent, ink], paperDeep, TEXT_CONTRAST),
  };
}

export function themePairs(theme: ReturnType<typeof clientTheme>) {
  return [
    { name: "text on the client's field", fg: theme.onField, bg: theme.field, minimum: TEXT_CONTRAST },
    { name: "rule on the client's field", fg: theme.fieldRule, bg: theme.field, minimum: GRAPHIC_CONTRAST },
    { name: "text on the client's deep band", fg: theme.onDeep, bg: theme.deep, minimum: TEXT_CONTRAST },
    { name: "rule on the deep band", fg: theme.deepRule, bg: theme.deep, minimum: GRAPHIC_CONTRAST },
    { name: "figure on the deep band", fg: theme.deepFigure, bg: theme.deep, minimum: TEXT_CONTRAST },
    { name: "rule on paper", fg: theme.paperRule, bg: colors.paper, minimum: GRAPHIC_CONTRAST },
    { name: "rule on deep paper", fg: theme.paperRule, bg: colors["paper-deep"], minimum: GRAPHIC_CONTRAST },
    { name: "client text on paper", fg: theme.paperText, bg: colors.paper, minimum: TEXT_CONTRAST },
    { name: "client text on deep paper", fg: theme.paperText, bg: colors["paper-deep"], minimum: TEXT_CONTRAST },
  ] as const;
}
