import { clsx as cn } from "clsx";
import { ArrowLeft, Share2 } from "lucide-react";
import { createContext, createElement, type ReactNode, useContext, useState } from "react";
import { Link } from "react-router";
import { ScrollLink } from "~/components/layout/scroll-link";
import { SectorBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Picture } from "~/components/ui/cover-picture";
import type { PostCard } from "~/content/blog.server";
import type { ImageAsset } from "~/content/cover.schema";
import { useArticleCopy } from "~/content/pages/blog";
import { plainText, type RichElement, type RichNode } from "~/content/rich-text";
import { useEffect } from "~/lib/effects";
import { fill } from "~/lib/placeholders";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";

/** The system share sheet where the browser has one (most phones); otherwise the link is copied and the visitor told. */
function ShareButton({ title, path }: { title: string; path: string }) {
  const { share: copy } = useArticleCopy();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (status === "idle") return;
    const timer = setTimeout(() => setStatus("idle"), 5000);
    return () => clearTimeout(timer);
  }, [status]);

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  };

  return (
    <div data-slot="share" className="relative">
      <Button variant="outline" onClick={share}>
        <Share2 aria-hidden="true" />
        {copy.label}
      </Button>
      {/* Under the button, out of the flow: a message appearing moves nothing on the page. */}
      <p role="status" className="absolute top-full right-0 z-10 mt-2 w-max max-w-72 text-right text-muted text-sm">
        {status === "idle" ? null : copy[status]}
      </p>
    </div>
  );
}

type ArticleHeaderProps = Pick<
  PostCard,
  "title" | "excerpt" | "category" | "date" | "dateLabel" | "readMinutes" | "href"
>;

function ArticleHeader({ className, ...post }: ArticleHeaderProps & { className: string }) {
  const { title, excerpt, date, readMinutes } = post;
  const articleCopy = useArticleCopy();
  return (
    <header className={className}>
      <div className="md:col-span-2 md:col-start-2 xl:col-start-1">
        <Button asChild variant="ghost" size="sm" className="-ml-4 text-muted hover:text-ink">
          <Link to={articleCopy.back.href}>
            <ArrowLeft aria-hidden="true" />
            {articleCopy.back.label}
          </Link>
        </Button>
        <div className="mt-8 md:mt-12">
          <SectorBadge>{post.category}</SectorBadge>
        </div>
        <h1
          id="article-title"
          className="mt-6 max-w-[15em] text-balance font-semibold text-[2.5rem] leading-[1.04] tracking-[-0.035em] sm:text-[3.25rem] lg:text-[4rem]"
        >
          {unwidow(title, PAIR_LIMIT.title)}
        </h1>
        <p className="mt-6 max-w-[38rem] text-muted text-xl leading-relaxed md:mt-8 md:text-[1.375rem]">
          {unwidow(excerpt)}
        </p>
      </div>
      <div
        data-slot="byline"
        className="mt-8 flex flex-wrap items-center justify-between gap-4 border-line border-y py-4 md:col-start-2 md:mt-10 xl:col-span-2 xl:col-start-1"
      >
        {/* Who, then when and how long: a line may break between them, never before a separator. */}
        <p className="text-muted text-sm">
          <span className="font-medium text-ink max-sm:block">{articleCopy.byline}</span>
          <span aria-hidden="true" className="max-sm:hidden">
            {" · "}
          </span>
          <span className="whitespace-nowrap">
            <time dateTime={date}>{post.dateLabel}</time>
            <span aria-hidden="true"> · </span>
            {fill(articleCopy.readTime, { minutes: readMinutes })}
          </span>
        </p>
        <ShareButton title={title} path={post.href} />
      </div>
    </header>
  );
}

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

const Figures = createContext<Record<string, ImageAsset>>({});

function Figure({ src = "", alt = "", caption }: { src?: string; alt?: string; caption?: string }) {
  const image = useContext(Figures)[src];
  return (
    <figure data-slot="figure" className="my-12">
      {image ? (
        <div className="relative" style={{ aspectRatio: `${image.width} / ${image.height}` }}>
          <Picture
            image={image}
            alt={alt}
            sizes="(min-width: 768px) 38rem, calc(100vw - 40px)"
            className="absolute inset-0 rounded-card"
          />
        </div>
      ) : null}
      {caption ? <figcaption className="mt-3 text-muted text-sm leading-relaxed">{caption}</figcaption> : null}
    </figure>
  );
}

/**
 * A heading's last two words held together, for three words as well ("Lessons for / brands" would be a
 * stub at 390px); one with a link or emphasis in its last words is left as it falls.
 */
function headingWords(nodes: readonly RichNode[]): readonly RichNode[] {
  const last = nodes.at(-1);
  if (typeof last !== "string") return nodes;
  const words = plainText(nodes).trim().split(/\s+/);
  const kept =
    words.length === 3
      ? last.replace(/(\S+)\s+(\S+)\s*$/, (pair, a, b) =>
          pair.length <= PAIR_LIMIT.heading + 4 ? `${a}\u00a0${b}` : pair,
        )
      : unwidow(last, PAIR_LIMIT.heading + 4);
  return [...nodes.slice(0, -1), kept];
}

/** Keyed by place: the tree is fixed content, never reordered. */
function children(nodes: readonly RichNode[]): ReactNode[] {
  return nodes.map((node, index) => (
    <Rich key={typeof node === "string" ? `t${index}` : `${node.tag}${index}`} node={node} />
  ));
}

const LINK = "font-medium text-ink underline decoration-ember decoration-2 underline-offset-4 hover:text-ember-deep";

/** The elements drawn as themselves with their classes; headings keep their `id`. */
const PLAIN: Partial<Record<RichElement["tag"], string | undefined>> = {
  p: "mt-6 first:mt-0",
  h2: "mt-16 mb-5 scroll-mt-28 text-balance font-semibold text-[1.75rem] leading-tight tracking-[-0.025em] md:text-[2rem]",
  h3: "mt-12 mb-3 scroll-mt-28 text-balance font-semibold text-[1.375rem] leading-snug tracking-[-0.02em] md:text-2xl",
  ul: "my-8 space-y-3 pl-6 marker:text-ember-deep [&>li]:list-[square] [&>li]:pl-2",
  li: "[&>p]:mt-0",
  blockquote: "my-10 border-line border-l-2 pl-6 text-muted italic md:pl-8 [&>p]:mt-4 [&>p]:first:mt-0",
  strong: "font-semibold",
  em: undefined,
  code: "rounded bg-paper-deep px-1.5 py-0.5 font-mono text-[0.9em]",
};

function Element({ node }: { node: RichElement }) {
  const content = children(node.tag === "h2" || node.tag === "h3" ? headingWords(node.children) : node.children);
  const attributes = node.attributes ?? {};
  if (node.tag in PLAIN) return createElement(node.tag, { id: attributes.id, className: PLAIN[node.tag] }, content);
  switch (node.tag) {
    case "ol":
      return (
        <ol className="my-10 space-y-6 border-line border-y py-8">
          {node.children.map((item, index) => (
            <li key={plainText([item])} className="grid grid-cols-[2.75rem_1fr]">
              {/* Inter's tabular figures, so every "01"–"09" takes one width; the list gives screen readers the order. */}
              <span
                aria-hidden="true"
                data-slot="ordinal"
                className="font-sans font-semibold text-sm tabular-nums tracking-[0.08em] pt-1 text-ember-deep"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <div className="[&>p]:mt-0">{typeof item === "string" ? item : children(item.children)}</div>
            </li>
          ))}
        </ol>
      );
    case "pullquote":
      // The words are already in the article: a screen reader hears them once, where they belong.
      return (
        <figure
          data-slot="pull-quote"
          aria-hidden="true"
          className="mt-12 mb-6 border-ember border-l-4 py-1 pl-6 md:mt-14 md:mb-8 md:pl-8"
        >
          <blockquote className="text-balance font-display font-semibold text-[1.625rem] leading-[1.2] tracking-[-0.02em] md:text-[2.125rem]">
            {content}
          </blockquote>
        </figure>
      );
    case "a": {
      // A link to a page of the site moves in the browser; any other opens as a plain link.
      const href = attributes.href ?? "/";
      if (href.startsWith("/"))
        return (
          <Link to={href} className={LINK}>
            {content}
          </Link>
        );
      return (
        <a href={href} className={LINK} {...(href.startsWith("https:") ? { rel: "noopener" } : {})}>
          {content}
        </a>
      );
    }
    case "figure":
      return <Figure src={attributes.src} alt={attributes.alt} caption={attributes.caption} />;
  }
}

function Rich({ node }: { node: RichNode }) {
  return typeof node === "string" ? node : <Element node={node} />;
}

/** The journal's end mark: a small square in the accent after the article's last word. */
const endMark = <span data-slot="end-mark" aria-hidden="true" className="ml-2 inline-block size-[0.6em] bg-ember" />;

/** A closing paragraph ends on the end mark, held to its last word so the mark never sits alone. */
function LastBlock({ node }: { node: RichNode }) {
  if (typeof node === "string" || node.tag !== "p") return <Rich node={node} />;
  const tail = node.children.at(-1);
  const split = typeof tail === "string" ? tail.match(/^([\s\S]*?)(\S+)\s*$/) : null;
  return (
    <p className={PLAIN.p}>
      {children(split ? node.children.slice(0, -1) : node.children)}
      {split ? split[1] : null}
      <span className="whitespace-nowrap">
        {split ? split[2] : null}
        {endMark}
      </span>
    </p>
  );
}

function ArticleBody({ body, figures }: { body: readonly RichNode[]; figures: Record<string, ImageAsset> }) {
  const last = body.at(-1);
  return (
    <Figures value={figures}>
      <div data-slot="article-body" className="text-lg leading-[1.75] md:text-[1.1875rem]">
        {children(body.slice(0, -1))}
        {last ? <LastBlock node={last} /> : null}
      </div>
    </Figures>
  );
}

export { ArticleBody, ArticleContents, ArticleHeader, ShareButton };
