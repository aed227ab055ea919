import { data, redirect } from "react-router";
import { Section, SectionHeader } from "~/components/ui/section";
import { fixedPaths, localeOf } from "~/config/locales";
import { CONTACT_SECTION_ID } from "~/config/ui";
import { contactFields } from "~/lib/contact";
import { contactContext, contactFormStateContext } from "~/lib/load-context";
import { type SiteCopy, useSiteCopy } from "~/lib/site-copy";
import type { Route } from "./+types/contact-form";

/** A post without JavaScript gets the API's one answer: on to the thank-you page, or this page with what to fix. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const contact = context.get(contactContext);
  if (!contact) throw data(null, { status: 503, statusText: "Service Unavailable" });
  const answer = await contact.answer(request);
  if (answer.ok) {
    const thankYou = fixedPaths.thankYou[localeOf(url.pathname)];
    return redirect(thankYou, { status: 303, headers: { "Cache-Control": "no-store" } });
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (answer.retryAfterSeconds) headers.set("Retry-After", String(answer.retryAfterSeconds));
  context.set(contactFormStateContext, answer.state);
  return data(answer.state, { status: answer.status, headers });
}

/** Nothing but a failed post reaches this page; the footer's form reads this route's data. */
export function loader({ context }: Route.LoaderArgs) {
  const state = context.get(contactFormStateContext);
  if (!state) throw data(null, { status: 404, statusText: "Not Found" });
  return state;
}

export function meta({ matches }: Route.MetaArgs) {
  const { copy } = matches[0].loaderData as { copy: SiteCopy };
  return [{ title: copy.contact.errorPage.metaTitle }, { name: "robots", content: "noindex" }];
}

export default function ContactFormResult({ loaderData }: Route.ComponentProps) {
  const { fieldErrors, formError } = loaderData;
  const { contact: contactCopy, formErrors } = useSiteCopy();
  const problems = contactFields.filter((field) => fieldErrors[field]);
  return (
    <Section className="pt-32 md:pt-44">
      <SectionHeader
        as="h1"
        eyebrow={contactCopy.errorPage.eyebrow}
        heading={contactCopy.errorPage.heading}
        lead={
          problems.length > 0
            ? contactCopy.errorPage.fieldsLead
            : `${formErrors[formError ?? "internal_error"]} ${contactCopy.errorPage.formLead}`
        }
      />
      {problems.length > 0 ? (
        <ul className="mt-8 max-w-3xl space-y-2">
          {problems.map((field) => (
            <li key={field}>
              <a
                href={`#contact-${field}`}
                className="inline-flex min-h-11 items-center font-medium text-ember-deep underline underline-offset-4"
              >
                {contactCopy.labels[field]}: {fieldErrors[field]}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <a
          href={`#${CONTACT_SECTION_ID}`}
          className="mt-8 inline-flex min-h-11 items-center font-medium text-ember-deep underline underline-offset-4"
        >
          {contactCopy.errorPage.toForm}
        </a>
      )}
    </Section>
  );
}
