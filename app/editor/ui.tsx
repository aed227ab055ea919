import { Keystatic } from "@keystatic/core/ui";
import { useMemo } from "react";
import { editorConfig } from "./config";
import type { EditorStorage } from "./storage";

type KeystaticConfig = Parameters<typeof Keystatic>[0]["config"];

/** The editor's screens: loaded only by the editor's own route, never by a page of the site. */
export default function EditorScreens({ storage }: { storage: EditorStorage }) {
  // Keystatic's props take its config type with every collection's key widened to string.
  const config = useMemo(() => editorConfig(storage) as unknown as KeystaticConfig, [storage]);
  return <Keystatic config={config} />;
}
