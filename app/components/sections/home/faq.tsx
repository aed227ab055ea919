import { Plus } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { HomeContent } from "~/content/home.schema";
import { unwidow } from "~/lib/typography";

const FAQ_GROUP = "faq";

/**
 * Arrow keys, Home and End move focus between the questions (the WAI-ARIA
 * accordion pattern). Opening one closes the others through the shared
 * `name` of the <details> elements, which works without JavaScript too.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const list = event.currentTarget.closest("[data-faq]");
  const summaries = Array.from(list?.querySelectorAll<HTMLElement>("summary") ?? []);
  const index = summaries.indexOf(event.currentTarget);
  const last = summaries.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : event.key === "ArrowDown"
          ? (index + 1) % summaries.length
          : (index - 1 + summaries.length) % summaries.length;
  event.preventDefault();
  summaries[next]?.focus();
}

function FaqSection({ content }: { content: HomeContent["faq"] }) {
  return (
    <Section id="faq" composition="split" tone="deep" aria-labelledby="faq-heading">
      <div className="grid gap-12 lg:grid-cols-12">
        <SectionHeader
          id="faq-heading"
          heading={content.heading}
          lead={content.subtitle}
          className="lg:col-span-6 xl:col-span-5"
        />
        <div data-faq className="border-line border-t lg:col-span-6 xl:col-span-7">
          {content.items.map((item) => (
            <details key={item.question} name={FAQ_GROUP} className="group border-line border-b">
              {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is natively interactive; it toggles its <details>. */}
              <summary
                onKeyDown={moveFocus}
                className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-6 py-6 font-display font-semibold text-xl tracking-[-0.01em] md:text-2xl [&::-webkit-details-marker]:hidden"
              >
                <h3>{item.question}</h3>
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full border border-line transition-[transform,background-color] duration-300 group-open:rotate-45 group-open:bg-ink group-open:text-paper">
                  <Plus aria-hidden="true" className="size-5" />
                </span>
              </summary>
              <p className="max-w-2xl pb-8 text-lg text-muted leading-relaxed">{unwidow(item.answer)}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}

export { FaqSection };
