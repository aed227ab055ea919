import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-[background-color,color,box-shadow,transform] duration-200 ease-out disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-ember text-ink hover:bg-ink hover:text-paper active:translate-y-px",
        secondary: "bg-ink text-paper hover:bg-ember hover:text-ink active:translate-y-px",
        inverse: "bg-paper text-ink hover:bg-ember active:translate-y-px",
        outline:
          "border border-current/25 bg-transparent hover:border-current hover:bg-current/5 active:translate-y-px",
        ghost: "bg-transparent hover:bg-current/8",
        link: "min-h-0 rounded-none px-0 underline decoration-1 underline-offset-4 hover:decoration-2",
      },
      size: {
        sm: "px-4 py-2 text-sm",
        md: "px-6 py-3 text-[0.9375rem]",
        lg: "px-7 py-4 text-base",
      },
    },
    compoundVariants: [{ variant: "link", className: "px-0 py-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariantProps = VariantProps<typeof buttonVariants>;

function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariantProps) {
  return (
    <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}

export { Button, type ButtonVariantProps, buttonVariants };
