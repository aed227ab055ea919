import { lazy, Suspense, useSyncExternalStore } from "react";
import { translationStatus } from "~/content/translation-status.server";
import { type EditorStorage, TRANSLATIONS_PATH } from "~/editor/storage";
import { TranslationsScreen } from "~/editor/translations";
import { editorContext } from "~/lib/load-context";
import type { Route } from "./+types/editor";

/*
 * The browser editor (ADR 056). The server renders this route only when an editor is configured
 * (server/app.ts); its screens are a separate bundle, fetched by this route in the browser alone,
 * so no page of the site ever loads them.
 */
const EditorScreens = lazy(() => import("~/editor/ui"));

/** The page is the editor's own: no header, footer or cookie banner (root.tsx). */
export const handle = { bare: true };

export function loader({ context, url }: Route.LoaderArgs) {
  const editor = context.get(editorContext);
  if (!editor) throw new Response("Not Found", { status: 404 });
  // The Translations screen is the server's (ADR 086); every other screen is the editor's own.
  const translations = url.pathname === TRANSLATIONS_PATH ? translationStatus() : null;
  return { storage: editor.storage, translations };
}

/** The editor moves between its screens itself; nothing of the server's changes as it does. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.translations ? "Translations | Editor | Lumen & Lark" : "Editor | Lumen & Lark" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Editor({ loaderData }: Route.ComponentProps) {
  if (loaderData.translations)
    return <TranslationsScreen collections={loaderData.translations} published={loaderData.storage.kind !== "local"} />;
  return <EditorApp storage={loaderData.storage} />;
}

const subscribe = () => () => {};

function EditorApp({ storage }: { storage: EditorStorage }) {
  // The editor's screens need the browser: the server, and hydration, draw a line to read meanwhile.
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const waiting = <p className="p-8 text-muted">Opening the editor…</p>;
  if (!inBrowser) return waiting;
  return (
    <Suspense fallback={waiting}>
      <EditorScreens storage={storage} />
    </Suspense>
  );
}
