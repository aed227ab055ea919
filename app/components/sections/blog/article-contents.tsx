import { useState } from "react";
import { ScrollLink } from "~/components/layout/scroll-link";
import { useArticleCopy } from "~/content/pages/blog";
import { useEffect } from "~/lib/effects";
import { cn } from "~/lib/utils";

type Heading = { id: string; text: string };

/** The heading the reader has most recently scrolled past, or null above the first one. */
function useCurrentHeading(headings: Heading[]) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const elements = headings.flatMap(({ id }) => document.getElementById(id) ?? []);
    if (elements.length === 0) return;
    const update = () => {
      const line = window.innerHeight * 0.3;
      const passed = elements.filter((element) => element.getBoundingClientRect().top <= line);
      setCurrent(passed.at(-1)?.id ?? null);
    };
    const observer = new IntersectionObserver(update, { rootMargin: "0px 0px -70% 0px" });
    for (const element of elements) observer.observe(element);
    update();
    return () => observer.disconnect();
  }, [headings]);
  return current;
}

/** 'In this article': the sections of a long read, with the one being read marked. */
function ArticleContents({ headings, className }: { headings: Heading[]; className?: string }) {
  const articleCopy = useArticleCopy();
  const current = useCurrentHeading(headings);
  return (
    <nav data-slot="article-contents" aria-labelledby="article-contents-label" className={className}>
      <p id="article-contents-label" className="font-medium text-[0.8125rem] text-muted uppercase tracking-[0.16em]">
        {articleCopy.contentsLabel}
      </p>
      <ol className="mt-4 border-line border-l">
        {headings.map(({ id, text }) => (
          <li key={id}>
            <ScrollLink
              target={id}
              aria-current={current === id ? "location" : undefined}
              className={cn(
                "-ml-px block border-l-2 border-transparent py-2 pl-4 text-[0.9375rem] text-muted leading-snug transition-colors hover:text-ink",
                "aria-[current=location]:border-ember-deep aria-[current=location]:text-ink",
              )}
            >
              {text}
            </ScrollLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export { ArticleContents };
