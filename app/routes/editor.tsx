import { lazy, Suspense, useState } from "react";
import type { EditorStorage } from "~/editor/storage";
import { useEffect } from "~/lib/effects";
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

export function loader({ context }: Route.LoaderArgs): { storage: EditorStorage } {
  const editor = context.get(editorContext);
  if (!editor) throw new Response("Not Found", { status: 404 });
  return { storage: editor.storage };
}

/** The editor moves between its screens itself; nothing of the server's changes as it does. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = () => [
  { title: "Editor | Lumen & Lark" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Editor({ loaderData }: Route.ComponentProps) {
  // The editor's screens need the browser: the server sends the page with a line to read meanwhile.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    setInBrowser(true);
  }, []);
  const waiting = <p className="p-8 text-muted">Opening the editor…</p>;
  if (!inBrowser) return waiting;
  return (
    <Suspense fallback={waiting}>
      <EditorScreens storage={loaderData.storage} />
    </Suspense>
  );
}
