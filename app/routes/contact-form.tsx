import { data } from "react-router";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { CONTACT_SECTION_ID } from "~/config/ui";
import { contactCopy, contactFormErrorMessages } from "~/content/contact";
import { contactFields } from "~/lib/contact";
import { contactFormPageContext } from "~/lib/load-context";
import type { Route } from "./+types/contact-form";

/**
 * The answer to a form post that did not go through, for browsers without
 * JavaScript. The API renders it with the visitor's input and what to fix;
 * the form itself is the footer's contact section, which reads this route's
 * data. Nothing else reaches this page.
 */
export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(contactFormPageContext);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return data(page.state, { status: page.status });
}

export function meta() {
  return [{ title: `${contactCopy.errorPage.title} | Lumen & Lark` }, { name: "robots", content: "noindex" }];
}

export default function ContactFormResult({ loaderData }: Route.ComponentProps) {
  const { fieldErrors, formError } = loaderData;
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
            : `${contactFormErrorMessages[formError ?? "internal_error"]} ${contactCopy.errorPage.formLead}`
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
