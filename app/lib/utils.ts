import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (about 9 KB gzip of
 * client JS): components add classes rather than override them, and an
 * override is written with a variant (`md:`, `max-md:`) so it wins by order.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
