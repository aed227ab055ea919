import { cva, type VariantProps } from "class-variance-authority";
import { clsx as cn } from "clsx";
import { ArrowRight } from "lucide-react";
import { Children, type ComponentProps, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Link } from "react-router";

const PILLS = ["primary", "secondary", "inverse", "outline", "ghost"] as const;

/** No two parts set the same property, so nothing depends on which class the built CSS lists last. */
const buttonVariants = cva(
  "inline-flex items-center gap-2 font-medium whitespace-nowrap transition-[background-color,color,box-shadow,transform,text-decoration-thickness] duration-200 ease-out disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-ember text-ink hover:bg-ink hover:text-paper",
        secondary: "bg-ink text-paper hover:bg-ember hover:text-ink",
        inverse: "bg-paper text-ink hover:bg-ember",
        outline: "border border-current/25 bg-transparent hover:border-current hover:bg-current/5",
        ghost: "bg-transparent hover:bg-current/8",
        link: "underline decoration-1 underline-offset-4 hover:decoration-2",
      },
      size: { sm: "text-sm", md: "text-[0.9375rem]", lg: "text-base" },
    },
    compoundVariants: [
      { variant: [...PILLS], className: "min-h-11 justify-center rounded-full active:translate-y-px" },
      { variant: [...PILLS], size: "sm", className: "px-4 py-2" },
      { variant: [...PILLS], size: "md", className: "px-6 py-3" },
      { variant: [...PILLS], size: "lg", className: "px-7 py-4" },
    ],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** `asChild` styles its one child (a link) as the button instead of rendering a <button>. */
type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

function Button({ className, variant, size, asChild = false, type = "button", children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    const child = Children.only(children);
    if (!isValidElement<{ className?: string }>(child)) throw new Error("Button asChild needs one element child");
    return cloneElement(child as ReactElement<{ className?: string; "data-slot"?: string }>, {
      "data-slot": "button",
      className: cn(classes, child.props.className),
    });
  }
  return (
    <button data-slot="button" type={type} className={classes} {...props}>
      {children}
    </button>
  );
}

/** A link to a page of the site, set as a large button with an arrow after its words. */
function LinkButton({ to, variant, children }: { to: string; variant: "secondary" | "outline"; children: ReactNode }) {
  return (
    <Button asChild variant={variant} size="lg">
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

export { Button, LinkButton };
