import { describe, expect, it } from "vitest";
import { formatCoordinate, keepPlaceNames } from "./places";

describe("places", () => {
  it("keeps multi-word place names on one line", () => {
    expect(keepPlaceNames("From our New York office to London Gatwick")).toBe(
      "From our New\u00a0York office to London\u00a0Gatwick",
    );
    expect(keepPlaceNames("London and Barcelona")).toBe("London and Barcelona");
  });

  it("keeps a coordinate's hemisphere beside its figure", () => {
    expect(formatCoordinate(51.5246, "lat")).toBe("51.5246°\u00a0N");
    expect(formatCoordinate(-0.1057, "lng")).toBe("0.1057°\u00a0W");
  });
});
