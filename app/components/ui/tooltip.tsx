import { clsx as cn } from "clsx";
import {
  cloneElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  useCallback,
  useId,
  useRef,
  useState,
} from "react";
import { NAV_HEIGHT, TOOLTIP_DELAY_MS, TOOLTIP_SIDE_OFFSET, TOOLTIP_SKIP_DELAY_MS } from "~/config/ui";
import { useEffect, useLayoutEffect } from "~/lib/effects";

const VIEWPORT_MARGIN = 12;

/** When any tooltip last closed, for the skip window, and how to close the open one, so only one shows. */
let lastClosedAt = Number.NEGATIVE_INFINITY;
let closeOpenTooltip: (() => void) | null = null;

/**
 * Opens on hover or keyboard focus after 700ms (at once within 300ms of another closing) and closes on
 * pointer leave, blur, click, Escape or scroll; on touch a tap opens it and a second tap, or one
 * elsewhere, closes it. The pointer may move onto it (WCAG 1.4.13). Hand-written: a popper library
 * would not fit the JavaScript budget.
 */
function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<HTMLAttributes<HTMLElement>> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<{ side: "top" | "bottom"; shift: number }>({ side: "top", shift: 0 });
  const timer = useRef<number | undefined>(undefined);
  const tooltipRef = useRef<HTMLSpanElement>(null);
  const wrapperRef = useRef<HTMLSpanElement>(null);

  // Mirrors `open` for event handlers that run before React re-renders, such as
  // the leave of one badge and the enter of the next in a single pointer move.
  const isOpen = useRef(false);

  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    if (isOpen.current) lastClosedAt = performance.now();
    isOpen.current = false;
    setOpen(false);
  }, []);

  const openNow = () => {
    window.clearTimeout(timer.current);
    if (closeOpenTooltip !== close) closeOpenTooltip?.();
    closeOpenTooltip = close;
    isOpen.current = true;
    setOpen(true);
  };

  const scheduleOpen = () => {
    window.clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = window.setTimeout(openNow, skip ? 0 : TOOLTIP_DELAY_MS);
  };

  const lastPointer = useRef<string>("");

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const onPointerDownOutside = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDownOutside);
    window.addEventListener("scroll", close, { capture: true, passive: true });
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDownOutside);
      window.removeEventListener("scroll", close, { capture: true });
      if (closeOpenTooltip === close) closeOpenTooltip = null;
    };
  }, [open, close]);

  // Above the trigger unless the fixed header would cover it; shifted sideways to stay on screen.
  useLayoutEffect(() => {
    if (!open || !tooltipRef.current || !wrapperRef.current) return;
    const tip = tooltipRef.current.getBoundingClientRect();
    const anchor = wrapperRef.current.getBoundingClientRect();
    const side = anchor.top - tip.height - TOOLTIP_SIDE_OFFSET < NAV_HEIGHT + VIEWPORT_MARGIN ? "bottom" : "top";
    const centredLeft = anchor.left + anchor.width / 2 - tip.width / 2;
    const maxLeft = document.documentElement.clientWidth - VIEWPORT_MARGIN - tip.width;
    const shift = Math.min(Math.max(centredLeft, VIEWPORT_MARGIN), maxLeft) - centredLeft;
    setPlacement({ side, shift });
  }, [open]);

  // The trigger is a plain button: its own handlers are these.
  const trigger = cloneElement(children, {
    "aria-describedby": open ? id : undefined,
    onPointerEnter: (event) => {
      if (event.pointerType !== "touch") scheduleOpen();
    },
    onFocus: (event) => {
      if (event.target.matches(":focus-visible")) scheduleOpen();
    },
    onBlur: close,
    onClick: () => {
      if (lastPointer.current === "touch" && !isOpen.current) openNow();
      else close();
    },
    onKeyDown: (event) => {
      lastPointer.current = "";
      if (event.key === "Escape") close();
    },
    onPointerDown: (event) => {
      lastPointer.current = event.pointerType;
      if (event.pointerType !== "touch") close();
    },
  });

  return (
    <span
      ref={wrapperRef}
      className="relative inline-flex"
      onPointerLeave={(event) => {
        // A finger lifting also "leaves"; on touch only a tap closes it.
        if (event.pointerType !== "touch") close();
      }}
      data-slot="tooltip-anchor"
    >
      {trigger}
      {open ? (
        <span
          ref={tooltipRef}
          id={id}
          role="tooltip"
          data-side={placement.side}
          style={
            {
              "--tooltip-offset": `${TOOLTIP_SIDE_OFFSET}px`,
              "--tooltip-shift": `${placement.shift}px`,
            } as React.CSSProperties
          }
          className={cn(
            "absolute left-1/2 z-30 w-max max-w-[min(20rem,calc(100vw-1.5rem))] translate-x-[calc(-50%+var(--tooltip-shift))] rounded-lg bg-ink px-3.5 py-2.5 text-left font-normal text-paper text-sm leading-snug shadow-[0_12px_32px_rgb(17_16_20/0.22)] ring-1 ring-paper/15 motion-safe:animate-[tooltip-in_160ms_var(--ease-out-soft)]",
            // The invisible bridge over the gap lets the pointer reach the tooltip without leaving.
            "before:absolute before:inset-x-0 before:h-[var(--tooltip-offset)] before:content-['']",
            "data-[side=top]:bottom-[calc(100%+var(--tooltip-offset))] data-[side=top]:before:top-full",
            "data-[side=bottom]:top-[calc(100%+var(--tooltip-offset))] data-[side=bottom]:before:bottom-full",
          )}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}

export { Tooltip };
