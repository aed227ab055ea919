import { data, Form, type RouterContextProvider } from "react-router";
import type { ContactHandle } from "~/components/layout/site-footer";
import { Button } from "~/components/ui/button";
import { Section, SectionHeader } from "~/components/ui/section";
import { enquiryCopy } from "~/content/enquiry-operations";
import { REPLY_LINK_DAYS } from "~/lib/contact";
import { formatDateTime, formatDuration } from "~/lib/dates.server";
import { enquiryOperationsContext, type ReplyLink } from "~/lib/load-context";
import { fill } from "~/lib/placeholders";
import type { Route } from "./+types/answered";

/** Each answer's status: a link that no longer does anything says why, in the 4xx it is. */
const STATUS: Record<ReplyLink["state"], number> = {
  open: 200,
  done: 200,
  used: 409,
  expired: 410,
  forged: 403,
  gone: 404,
  unavailable: 503,
};

/**
 * Opening a "Mark as answered" link changes nothing (ADR 078), so a mail scanner records no reply; only
 * its form's POST does. It shows the enquiry's reference and times, never who sent it.
 */
async function answer(context: Readonly<RouterContextProvider>, token: string, answering: boolean) {
  const enquiries = context.get(enquiryOperationsContext);
  const link: ReplyLink = enquiries ? await enquiries.replyLink(token, answering) : { state: "unavailable" };
  const copy = enquiryCopy.answeredPage;
  const { labels } = copy;
  const view = { state: link.state, eyebrow: copy.eyebrow, heading: "", lead: "", rows: [] as [string, string][] };
  if ("reference" in link) {
    const replyTime = link.answeredAt ? formatDuration(link.answeredAt.getTime() - link.receivedAt.getTime()) : "";
    view.rows.push([labels.reference, link.reference], [labels.received, formatDateTime(link.receivedAt)]);
    if (link.answeredAt) view.rows.push([labels.answered, formatDateTime(link.answeredAt)]);
    const said =
      link.state === "open" ? copy.open : { ...copy[link.state], lead: fill(copy[link.state].lead, { replyTime }) };
    Object.assign(view, { heading: said.heading, lead: said.lead });
  } else if (link.state === "expired") {
    Object.assign(view, { heading: copy.expired.heading, lead: fill(copy.expired.lead, { days: REPLY_LINK_DAYS }) });
  } else {
    const said = link.state === "unavailable" ? copy.gone : copy[link.state];
    Object.assign(view, { heading: said.heading, lead: said.lead });
  }
  const button = link.state === "open" ? copy.open.button : null;
  return data({ ...view, button, metaTitle: copy.metaTitle }, { status: STATUS[link.state] });
}

export const loader = ({ context, params }: Route.LoaderArgs) => answer(context, params.token, false);
export const action = ({ context, params }: Route.ActionArgs) => answer(context, params.token, true);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle }, { name: "robots", content: "noindex, nofollow" }];
}

export const handle: ContactHandle = { contact: "compact" };

export default function Answered({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  return (
    <Section className="pt-32 md:pt-44">
      <SectionHeader as="h1" eyebrow={view.eyebrow} heading={view.heading} lead={view.lead} />
      {view.rows.length > 0 ? (
        <dl className="mt-10 grid max-w-3xl gap-x-8 border-line border-t sm:grid-cols-[12rem_1fr]">
          {view.rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="pt-4 text-muted sm:border-line sm:border-b sm:pb-4">{label}</dt>
              <dd className="break-all border-line border-b pb-4 font-medium sm:pt-4">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {view.button ? (
        // A document post, with or without JavaScript: the page that answers is the server's.
        <Form method="post" reloadDocument className="mt-10">
          <Button type="submit" size="lg">
            {view.button}
          </Button>
        </Form>
      ) : null}
    </Section>
  );
}
