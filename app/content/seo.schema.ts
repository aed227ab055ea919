import { z } from "zod";

export const seoSchema = z.object({
  title: z.string().min(10).max(70),
  description: z.string().min(70).max(170),
});
