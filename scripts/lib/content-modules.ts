import path from "node:path";
import type { Plugin } from "vite";
import { parse } from "yaml";
import { site } from "../../app/config/site.ts";
import { readMarkdoc } from "./markdoc.ts";

/**
 * Places whose names never break across two lines ("New / York"). Spanish country names are left free:
 * "Estados Unidos" held whole is wider than a 320 px column at display size.
 */
const PLACES = [
  ...site.offices.flatMap((office) => [office.city, office.country]),
  ...["Nueva York", "London Gatwick", "Faroe Islands", "King’s Cross"],
].filter((name) => name.includes(" "));
const PLACE_NAMES = new RegExp(PLACES.join("|"), "g");

const keepNamesWhole = (text: string) => text.replace(PLACE_NAMES, (name) => name.replaceAll(" ", "\u00a0"));

const placesKept = (_: string, value: unknown) => (typeof value === "string" ? keepNamesWhole(value) : value);

/** Parsed content as the build hands it to the app: every string with its place names kept whole. */
export const asBuilt = <T>(data: T): T => JSON.parse(JSON.stringify(data, placesKept));

const asModule = (data: unknown) => `export default ${JSON.stringify(data, placesKept)};`;

/**
 * Content files become modules of plain data at build (ADR 050, 053), so no parser reaches a bundle: a
 * YAML file is its data, a Markdoc file its front matter with its body as rich text.
 */
export function contentModules(): Plugin {
  return {
    name: "content-modules",
    transform(source, id) {
      const file = path.relative(process.cwd(), id);
      try {
        if (id.endsWith(".yaml")) return { code: asModule(parse(source, { prettyErrors: true })), map: null };
        if (id.endsWith(".mdoc")) {
          const { frontmatter, body } = readMarkdoc(source, file);
          return { code: asModule({ ...frontmatter, body }), map: null };
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.error(message.startsWith(file) ? message : `${file}: ${message}`);
      }
    },
  };
}
