import { z } from "zod";

/** A page's title and description, sized for search results. */
export const seoSchema = z.object({
  title: z.string().min(10).max(70),
  description: z.string().min(70).max(170),
});

export type Seo = z.infer<typeof seoSchema>;
