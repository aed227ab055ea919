import type { z } from "zod";
import data from "/content/parts/enquiry-operations.yaml";
import { parseContent } from "./collection";
import { enquiryCopySchema } from "./parts/schema";

/*
 * content/parts/enquiry-operations.yaml: what the agency reads about its enquiries (ADR 076–081): the
 * emails, the "Mark as answered" page and the figures of the digest and `enquiries -- stats`. Read by
 * the server and by loaders only, so it is parsed, and checked, as it loads.
 */

export type EnquiryCopy = z.output<typeof enquiryCopySchema>;

export const enquiryCopy: EnquiryCopy = parseContent(enquiryCopySchema, data, "content/parts/enquiry-operations.yaml");
