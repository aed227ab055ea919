import type { z } from "zod";
import data from "/content/parts/enquiry-operations.yaml";
import { parseContent } from "./collection";
import { enquiryCopySchema } from "./parts/schema";

/* What the agency reads about its enquiries (ADR 076–081), read by the server and loaders only. */

export type EnquiryCopy = z.output<typeof enquiryCopySchema>;

export const enquiryCopy: EnquiryCopy = parseContent(enquiryCopySchema, data, "content/parts/enquiry-operations.yaml");
