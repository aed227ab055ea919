import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, without tailwind-merge (about 9 KB gzip): an override is written with a variant
 * (`md:`, `max-md:`) so it wins by order.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
