import { clsx as cn } from "clsx";
import { ArrowRight, CircleAlert } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { ATTRIBUTION_FIELD, SENT_FROM_FIELD } from "~/lib/attribution";
import { readConsent } from "~/lib/consent";
import {
  CONTACT_TOKEN_ENDPOINT,
  type ContactErrorCode,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormState,
  contactFields,
  contactFieldTable,
  FORM_TOKEN_LIFETIME_MS,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  TOKEN_FIELD,
} from "~/lib/contact";
import { useSiteCopy } from "~/lib/site-copy";

const fieldId = (field: ContactField) => `contact-${field}`;

/** Reads well on paper and, inside an ink section, on ink. */
const CONTROL =
  "block w-full rounded-xl border border-ink/20 bg-paper px-4 py-3 text-base text-ink transition-[border-color,box-shadow] duration-200 hover:border-ink/40 focus-visible:border-ember-deep focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ember/40 aria-[invalid=true]:border-ember-deep in-data-[tone=ink]:border-line-inverse in-data-[tone=ink]:bg-ink in-data-[tone=ink]:text-paper in-data-[tone=ink]:hover:border-paper/40 in-data-[tone=ink]:focus-visible:border-ember in-data-[tone=ink]:aria-[invalid=true]:border-ember";

/** A form token, when the server will accept it (the minimum fill time), and when it stops. */
type Token = { value: string; usableAt: number; staleAt: number };

/** A minute's margin, so a token is never sent in its last moments. */
const staleAt = () => Date.now() + FORM_TOKEN_LIFETIME_MS - 60_000;
type Problem = { error?: ContactErrorCode; fieldErrors?: ContactFieldErrors };

async function fetchToken(): Promise<Token> {
  const response = await fetch(CONTACT_TOKEN_ENDPOINT, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`form token request answered ${response.status}`);
  const { token, minFillMs } = (await response.json()) as { token: string; minFillMs: number };
  return { value: token, usableAt: Date.now() + minFillMs, staleAt: staleAt() };
}

/**
 * Plain HTML that posts to the API; once hydrated it sends JSON, keeps everything typed on failure and
 * moves to the thank-you page on success. Compact, the details sit in two pairs beside the message.
 */
function ContactForm({ initial, compact = false }: { initial?: ContactFormState; compact?: boolean }) {
  const { contact: contactCopy, formErrors, paths } = useSiteCopy();
  const navigate = useNavigate();
  // The page it is sent from: all a form without JavaScript says of where the enquiry came from (ADR 076).
  const { pathname } = useLocation();
  const sentFrom = initial?.sentFrom ?? pathname;
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>(initial?.fieldErrors ?? {});
  const [formError, setFormError] = useState<ContactErrorCode | null>(
    initial?.formError && initial.formError !== "invalid_fields" ? initial.formError : null,
  );
  const token = useRef<Promise<Token> | null>(
    initial?.formToken ? Promise.resolve({ value: initial.formToken, usableAt: 0, staleAt: staleAt() }) : null,
  );
  // One key per distinct submission: a retry of the same text reuses it, so the server stores it once.
  const attempt = useRef<{ key: string; payload: string } | null>(null);

  // Fetched when the visitor starts on the form: its age is the fill time the server checks.
  const prepareToken = () => {
    token.current ??= fetchToken().catch((error) => {
      token.current = null;
      throw error;
    });
    token.current.catch(() => {});
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(contactFields.map((field) => [field, String(data.get(field) ?? "")]));
    setPending(true);
    setFormError(null);
    try {
      prepareToken();
      // A form left open for hours has a token the server no longer accepts: fetch a fresh one.
      if ((await token.current!).staleAt <= Date.now()) {
        token.current = null;
        prepareToken();
      }
      const { value: formToken, usableAt } = await token.current!;
      // Someone who types fast (or autofills) waits the rest of the minimum fill time here, rather than being refused.
      if (usableAt > Date.now()) await new Promise((resolve) => setTimeout(resolve, usableAt - Date.now()));

      const touches =
        readConsent() === "all"
          ? await import("~/lib/lead-source.client").then(
              ({ readLeadSource }) => readLeadSource(),
              () => null,
            )
          : null;
      const payload = JSON.stringify(values);
      if (attempt.current?.payload !== payload) attempt.current = { key: crypto.randomUUID(), payload };
      const idempotencyKey = attempt.current.key;

      const response = await fetch(paths.contactEndpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": idempotencyKey },
        body: JSON.stringify({
          ...values,
          [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ""),
          [TOKEN_FIELD]: formToken,
          [IDEMPOTENCY_FIELD]: idempotencyKey,
          [SENT_FROM_FIELD]: String(data.get(SENT_FROM_FIELD)),
          [ATTRIBUTION_FIELD]: touches ?? undefined,
        }),
      });
      if (response.ok) {
        for (const field of contactFields) {
          const control = form.elements.namedItem(field);
          if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = "";
        }
        attempt.current = null;
        token.current = null;
        setFieldErrors({});
        // The form lives in the footer and stays mounted across pages: idle again, ready for another message.
        setPending(false);
        navigate(paths.thankYou);
        return;
      }

      const problem = (await response.json().catch(() => ({}))) as Problem;
      if (problem.error === "form_token_required") token.current = null;
      const invalid = contactFields.filter((field) => problem.fieldErrors?.[field]);
      if (response.status === 422 && invalid.length > 0) {
        setFieldErrors(problem.fieldErrors ?? {});
        setPending(false);
        requestAnimationFrame(() => document.getElementById(fieldId(invalid[0]!))?.focus());
        return;
      }
      throw Object.assign(new Error(`contact form answered ${response.status}`), { code: problem.error });
    } catch (error) {
      console.error("Contact form submission failed:", error);
      setFormError((error as Problem & { code?: ContactErrorCode }).code ?? "internal_error");
      toast({ variant: "destructive", title: contactCopy.toast.title, description: contactCopy.toast.description });
      setPending(false);
    }
  };

  const clearError = (field: ContactField) => {
    if (fieldErrors[field]) setFieldErrors(({ [field]: _, ...rest }) => rest);
  };

  return (
    <form
      method="post"
      action={paths.contactEndpoint}
      onSubmit={handleSubmit}
      onFocus={prepareToken}
      aria-labelledby="contact-form-heading"
      className={cn("grid sm:grid-cols-2", compact ? "gap-x-5 gap-y-4 lg:grid-cols-4" : "gap-6")}
    >
      <div
        className={
          compact ? "flex flex-wrap items-baseline gap-x-4 gap-y-1 sm:col-span-2 lg:col-span-4" : "sm:col-span-2"
        }
      >
        <h3
          id="contact-form-heading"
          className={cn("font-semibold tracking-[-0.02em]", compact ? "text-xl" : "text-2xl md:text-3xl")}
        >
          {contactCopy.formHeading}
        </h3>
        {compact ? null : <p className="mt-2 text-ink-muted leading-relaxed">{contactCopy.formIntro}</p>}
        <p className={cn("text-ink-muted text-sm", compact ? undefined : "mt-1")}>{contactCopy.requiredNote}</p>
      </div>

      {contactFields.map((field) => {
        const { kind, autoComplete, required, limit } = contactFieldTable[field];
        const id = fieldId(field);
        const error = fieldErrors[field];
        const errorId = `${id}-error`;
        const shared = {
          id,
          name: field,
          required,
          autoComplete,
          maxLength: limit,
          defaultValue: initial?.values[field],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
          onChange: () => clearError(field),
        };
        return (
          <div
            key={field}
            data-slot="field"
            className={cn(
              "flex flex-col gap-2",
              kind === "textarea" && cn("sm:col-span-2", compact && "lg:col-start-3 lg:row-span-2 lg:row-start-2"),
            )}
          >
            <label htmlFor={id} className="font-medium text-[0.9375rem]">
              {contactCopy.labels[field]}
              {required ? null : (
                <span className="ml-0.5 font-normal text-muted in-data-[tone=ink]:text-ink-muted">
                  {` (${contactCopy.optional})`}
                </span>
              )}
            </label>
            {kind === "textarea" ? (
              <textarea
                data-slot="textarea"
                rows={6}
                className={cn(CONTROL, "min-h-40 resize-y", compact && "lg:h-0 lg:min-h-0 lg:flex-1")}
                {...shared}
              />
            ) : (
              <input data-slot="input" type={kind} className={cn(CONTROL, "min-h-12")} {...shared} />
            )}
            {error ? (
              <p
                id={errorId}
                className="flex items-start gap-1.5 text-[0.9375rem] text-ember-deep in-data-[tone=ink]:text-ember"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{error}</span>
              </p>
            ) : null}
          </div>
        );
      })}

      {/* People never see or reach this field; form-filling bots complete it and give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{contactCopy.honeypotLabel}</label>
        <input id={`contact-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name={SENT_FROM_FIELD} value={sentFrom} />
      {initial?.formToken ? <input type="hidden" name={TOKEN_FIELD} defaultValue={initial.formToken} /> : null}
      {initial?.idempotencyKey ? (
        <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue={initial.idempotencyKey} />
      ) : null}

      <div
        className={cn(
          "flex flex-col-reverse gap-5 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between",
          compact && "lg:col-span-4",
        )}
      >
        <p className="max-w-sm text-ink-muted text-sm leading-relaxed">
          {contactCopy.privacyNote}{" "}
          <Link to={contactCopy.privacyLinkHref} className="text-paper underline underline-offset-4 hover:text-ember">
            {contactCopy.privacyLinkLabel}
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={pending} className="sm:min-w-48">
          {pending ? contactCopy.submitting : contactCopy.submit}
          {pending ? null : <ArrowRight aria-hidden="true" />}
        </Button>
      </div>
      {formError ? (
        <p
          className={cn(
            "rounded-xl border border-ember/50 px-4 py-3 text-paper sm:col-span-2",
            compact && "lg:col-span-4",
          )}
        >
          {formErrors[formError]}
        </p>
      ) : null}
    </form>
  );
}

export { ContactForm };
