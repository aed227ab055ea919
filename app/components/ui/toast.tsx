import { clsx as cn } from "clsx";
import { X } from "lucide-react";
import { useRef, useState, useSyncExternalStore } from "react";
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_WIDTH } from "~/config/ui";
import { useEffect } from "~/lib/effects";

type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
type ToastItem = ToastInput & { id: number };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const NONE: ToastItem[] = [];

function publish(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; the oldest goes when a fourth arrives. */
function toast(input: ToastInput) {
  publish([...toasts, { ...input, id: nextId++ }].slice(-TOAST_LIMIT));
}

function dismissToast(id: number) {
  publish(toasts.filter((item) => item.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live region is in the page from the start, so screen readers announce each toast as it is added. */
function Toaster({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
  // While the pointer or focus is on the toasts they stay, so they can be read at any pace.
  const [paused, setPaused] = useState(false);
  return (
    <section
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-none fixed right-4 bottom-4 z-50 w-[calc(100vw-2rem)] sm:right-6 sm:bottom-6"
      style={{ maxWidth: TOAST_WIDTH }}
    >
      <div aria-live="assertive" aria-relevant="additions text" className="flex flex-col gap-3">
        {items.map((item) => (
          <ToastCard key={item.id} item={item} paused={paused} dismissLabel={dismissLabel} />
        ))}
      </div>
    </section>
  );
}

function ToastCard({ item, paused, dismissLabel }: { item: ToastItem; paused: boolean; dismissLabel: string }) {
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id]);

  return (
    <div
      data-slot="toast"
      data-variant={item.variant ?? "default"}
      className={cn(
        "pointer-events-auto relative flex animate-rise items-start gap-3 rounded-2xl border p-4 pr-12 shadow-[0_12px_40px_rgb(17_16_20/0.35)]",
        item.variant === "destructive" ? "border-ember-deep bg-ember text-ink" : "border-line bg-paper text-ink",
      )}
    >
      <div>
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1 text-[0.9375rem] leading-snug">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label={dismissLabel}
        className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-full hover:bg-ink/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export { Toaster, toast };
