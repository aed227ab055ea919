import { slotted } from "./section";

const Card = slotted(
  "div",
  "card",
  "rounded-card border border-line bg-paper p-6 md:p-8 in-data-[tone=ink]:border-line-inverse in-data-[tone=ink]:bg-ink-soft",
);

const CardTitle = slotted("h3", "card-title", "font-semibold text-2xl leading-tight tracking-[-0.02em]");

const CardDescription = slotted(
  "p",
  "card-description",
  "mt-3 text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted",
);

export { Card, CardDescription, CardTitle };
