import { CircleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";

/** Shared by inputs and text areas; reads well on paper and, inside an ink section, on ink. */
const controlClassName =
  "block w-full rounded-xl border border-ink/20 bg-paper px-4 py-3 text-base text-ink transition-[border-color,box-shadow] duration-200 hover:border-ink/40 focus-visible:border-ember-deep focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ember/40 aria-[invalid=true]:border-ember-deep in-data-[tone=ink]:border-line-inverse in-data-[tone=ink]:bg-ink in-data-[tone=ink]:text-paper in-data-[tone=ink]:hover:border-paper/40 in-data-[tone=ink]:focus-visible:border-ember in-data-[tone=ink]:aria-[invalid=true]:border-ember";

function Input({ className, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClassName, "min-h-12", className)} {...props} />;
}

function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(controlClassName, "min-h-40 resize-y", className)} {...props} />;
}

type FieldProps = { id: string; label: string; note?: string; error?: string; className?: string; children: ReactNode };

/** A visible label, the control, and its error message (tied to the control with aria-describedby by the caller). */
function Field({ id, label, note, error, className, children }: FieldProps) {
  return (
    <div data-slot="field" className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="font-medium text-[0.9375rem]">
        {label}
        {note ? (
          <span className="ml-0.5 font-normal text-muted in-data-[tone=ink]:text-ink-muted"> ({note})</span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p
          id={fieldErrorId(id)}
          className="flex items-start gap-1.5 text-[0.9375rem] text-ember-deep in-data-[tone=ink]:text-ember"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

const fieldErrorId = (id: string) => `${id}-error`;

export { Field, fieldErrorId, Input, Textarea };
