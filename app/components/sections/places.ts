import type { ReactNode } from "react";
import { site } from "~/config/site";

/*
 * Place names and coordinates as the service and location templates set them. Beside the
 * templates, not in app/lib, whose shared chunk every page loads: the home page does not ship it.
 */

/** Multi-word places the work names, besides the offices' cities and countries. */
const NAMED_PLACES = ["London Gatwick", "Faroe Islands", "King’s Cross"];
let placePattern: RegExp | undefined;

/**
 * A text with the spaces inside its place names made no-break: the offices' cities and countries
 * ("New\u00a0York", "United\u00a0Kingdom") and the places the work names. A line may break before or
 * after a place, never within it.
 */
export function keepPlaceNames<T extends ReactNode>(text: T): T | string {
  if (typeof text !== "string") return text;
  placePattern ??= new RegExp(
    [...site.offices.flatMap((office) => [office.city, office.country]), ...NAMED_PLACES]
      .filter((name) => name.includes(" "))
      .join("|"),
    "g",
  );
  return text.replace(placePattern, (name) => name.replaceAll(" ", "\u00a0"));
}

/** A degree value as a map reads it, its hemisphere kept on its line: 51.5246°\u00a0N. */
export function formatCoordinate(value: number, axis: "lat" | "lng") {
  const hemisphere = axis === "lat" ? (value >= 0 ? "N" : "S") : value >= 0 ? "E" : "W";
  return `${Math.abs(value).toFixed(4)}°\u00a0${hemisphere}`;
}
