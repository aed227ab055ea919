import type { z } from "zod";
import data from "/content/parts/enquiry-desk.yaml";
import { parseContent } from "./collection";
import { enquiryDeskCopySchema } from "./parts/schema";

/*
 * content/parts/enquiry-desk.yaml: what the agency reads about its enquiries (ADR 076–081): the
 * emails, the "Mark as answered" page and the figures of the digest and `enquiries -- stats`. Read by
 * the server and by loaders only, so it is parsed, and checked, as it loads.
 */

export type EnquiryDeskCopy = z.output<typeof enquiryDeskCopySchema>;

export const deskCopy: EnquiryDeskCopy = parseContent(enquiryDeskCopySchema, data, "content/parts/enquiry-desk.yaml");
