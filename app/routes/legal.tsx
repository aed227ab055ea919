import { Mail, MapPin } from "lucide-react";
import { Section } from "~/components/ui/section";
import { site } from "~/config/site";
import { legalDocumentsIn, legalPageMetadata } from "~/content/collections.server";
import type { LegalBlock } from "~/content/legal/schema";
import { useLegalPageCopy } from "~/content/pages/legal";
import { formatLongDate } from "~/lib/dates";
import { useLocale } from "~/lib/locale";
import { registeredPage } from "~/lib/registered-page";
import { metaFromLoader } from "~/lib/route-meta";
import { unwidow } from "~/lib/typography";
import { pageMetaWithData } from "~/seo.server";
import type { Route } from "./+types/legal";

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p className="max-w-[68ch]">{block.text}</p>;
    case "list":
      return (
        <ul className="max-w-[68ch] space-y-3">
          {block.items.map((item) => (
            <li key={item} className="relative pl-6">
              <span aria-hidden="true" className="absolute top-[0.7em] left-0 size-1.5 rounded-full bg-ember" />
              {item}
            </li>
          ))}
        </ul>
      );
    case "definitions":
      return (
        <dl className="max-w-[68ch] divide-y divide-line rounded-card border border-line">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 p-5 md:grid-cols-[11rem_1fr] md:gap-6">
              <dt className="font-semibold">{item.term}</dt>
              <dd className="text-muted">{item.detail}</dd>
            </div>
          ))}
        </dl>
      );
    case "contact":
      return <ContactDetails />;
  }
}

function ContactDetails() {
  const copy = useLegalPageCopy().contactDetails;
  const { postalAddress } = site;
  const label = (Icon: typeof Mail, text: string) => (
    <p className="flex items-center gap-2 text-ink-muted text-sm">
      <Icon aria-hidden="true" className="size-4 text-ember" />
      {text}
    </p>
  );
  return (
    <div
      className="grid max-w-[68ch] gap-6 rounded-card bg-ink p-6 text-paper sm:grid-cols-2 md:p-8"
      data-slot="contact-details"
    >
      <div>
        {label(Mail, copy.email)}
        <a
          href={`mailto:${site.email}`}
          className="mt-2 inline-flex min-h-11 items-center break-all font-display font-semibold text-lg underline decoration-line-inverse underline-offset-4 hover:decoration-ember"
        >
          {site.email}
        </a>
      </div>
      <div>
        {label(MapPin, copy.post)}
        <address className="mt-2 not-italic leading-relaxed">
          {site.legalName}
          <br />
          {postalAddress.streetAddress}
          <br />
          {postalAddress.addressLocality} {postalAddress.postalCode}
          <br />
          {copy.country}
        </address>
      </div>
    </div>
  );
}

/** Rendered per request, not prerendered: the last-updated date is the day of the visit. */
export function loader({ pattern }: Route.LoaderArgs) {
  const { page: doc, locale } = registeredPage(pattern, legalDocumentsIn);
  const metadata = legalPageMetadata(doc, new Date(), locale);
  const meta = [
    ...pageMetaWithData({
      title: metadata.title,
      description: metadata.description,
      path: metadata.url,
      type: "article",
      breadcrumbName: doc.meta.title.split(" | ")[0] ?? doc.meta.title,
      webPage: { datePublished: metadata.datePublished, dateModified: metadata.dateModified },
    }),
    { name: "keywords", content: metadata.keywords.join(", ") },
    { property: "article:published_time", content: metadata.datePublished },
    { property: "article:modified_time", content: metadata.dateModified },
  ];
  return { doc, metadata, meta };
}

/** The privacy policy's document needs a second round trip, so the template carries its stylesheet there (ADR 049). */
export const handle = { inlineStylesheet: true };

export function headers() {
  // The date changes at midnight, so shared caches must check back every time.
  return { "Cache-Control": "public, max-age=0, must-revalidate" };
}

export const meta = metaFromLoader;

export default function LegalPage({ loaderData: { doc, metadata } }: Route.ComponentProps) {
  const copy = useLegalPageCopy();
  const locale = useLocale();
  const dates = [
    [copy.lastUpdated, metadata.dateModified, "last-updated"],
    [copy.firstPublished, metadata.datePublished, undefined],
  ];
  return (
    <>
      <Section tone="deep" aria-labelledby="page-title" className="pt-32 pb-12 md:pt-44 md:pb-16">
        <p className="font-medium text-[0.8125rem] text-ember-deep uppercase tracking-[0.16em]">{copy.eyebrow}</p>
        <h1
          id="page-title"
          className="mt-4 font-semibold text-[2.75rem] leading-[1.02] tracking-[-0.03em] sm:text-6xl lg:text-[5rem]"
        >
          {doc.title}
        </h1>
        <p className="mt-6 max-w-3xl text-lg text-muted leading-relaxed md:text-xl">{unwidow(doc.summary)}</p>
        <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-3 text-sm">
          {dates.map(([label, date, testId]) => (
            <div key={label} className="flex gap-2">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold">
                <time dateTime={date} data-testid={testId}>
                  {formatLongDate(date!, locale)}
                </time>
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section className="md:pt-20">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-10">
          <nav
            aria-labelledby="toc-heading"
            className="rounded-card border border-line p-6 lg:sticky lg:top-28 lg:col-span-4 lg:self-start xl:col-span-3"
          >
            <h2 id="toc-heading" className="font-semibold text-muted text-sm uppercase tracking-[0.12em]">
              {copy.contents}
            </h2>
            <ol className="mt-4 space-y-0.5">
              {doc.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex min-h-11 items-center gap-3 rounded-lg text-[0.9375rem] transition-colors hover:text-ember-deep lg:min-h-9"
                  >
                    <span className="w-5 shrink-0 text-muted text-xs tabular-nums">{index + 1}</span>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="min-w-0 lg:col-span-8 xl:col-span-7 xl:col-start-5" data-slot="legal-text">
            {doc.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="border-line border-t py-10 first:border-t-0 first:pt-0"
              >
                <h2
                  id={`${section.id}-heading`}
                  className="flex gap-4 font-semibold text-2xl leading-tight tracking-[-0.02em] md:text-3xl"
                >
                  <span className="w-8 shrink-0 pt-1 font-sans font-medium text-base text-muted tabular-nums">
                    {index + 1}.
                  </span>
                  {section.heading}
                </h2>
                <div className="mt-6 space-y-5 text-[1.0625rem] leading-[1.75] md:pl-12">
                  {section.blocks.map((block) => (
                    // A block's kind and its words, which no two blocks of a section share.
                    <Block key={JSON.stringify(block)} block={block} />
                  ))}
                </div>
              </section>
            ))}
          </article>
        </div>
      </Section>
    </>
  );
}
