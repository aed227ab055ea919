import type { ReplyLink } from "~/lib/load-context";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { findEnquiry, markAnswered } from "../store/enquiries";
import type { EnquiryStore } from "./connection";
import { mailOptions } from "./delivery";
import { claimDigest, digestDue, digestReport, markDigestSent, startDigestsFrom } from "./digest";
import type { EmailSender } from "./mail";
import { checkReplyToken } from "./reply-link";

const MINUTE_MS = 60_000;
/** How long a digest being sent is reserved: a sender that died frees it after this. */
const DIGEST_LEASE_MS = 10 * MINUTE_MS;

type ReplyClockOptions = {
  store: EnquiryStore;
  env: Env;
  logger: Logger;
  email: EmailSender;
  /** The time the reply clock and the digest's schedule go by; tests set their own. */
  clock: () => Date;
};

/**
 * The reply clock (ADR 078, 081): the "Mark as answered" link that stops it, and the weekly digest
 * of how the replies went, sent once it is due and no one has sent it.
 */
export function replyClock({ store, env, logger, email, clock }: ReplyClockOptions) {
  /** A "Mark as answered" link: what its page may show, the reply recorded first when `answer`. */
  async function replyLink(token: string, answer: boolean, now = new Date()): Promise<ReplyLink> {
    const { ready } = store;
    if (!ready) return { state: "unavailable" };
    const checked = checkReplyToken(ready.replySecret, token, now);
    if (checked.state !== "valid") return { state: checked.state };
    const marked = answer && (await markAnswered(ready.db, checked.enquiryId, now));
    const enquiry = await findEnquiry(ready.db, checked.enquiryId);
    if (!enquiry) return { state: "gone" };
    if (marked) logger.info("enquiry marked as answered", { enquiryId: enquiry.id });
    const { id: reference, createdAt: receivedAt, answeredAt } = enquiry;
    return { state: marked ? "done" : answeredAt ? "used" : "open", reference, receivedAt, answeredAt };
  }

  /** Whether a "Mark as answered" token is one this site signed: the server renders a page for no other. */
  const signedReplyToken = (token: string) =>
    store.ready !== null && checkReplyToken(store.ready.replySecret, token).state !== "forged";

  /** Checked every minute. A failed send keeps its lease until it runs out, then the next check tries again. */
  async function sendDigestIfDue(now = clock()) {
    const { ready } = store;
    if (!ready) return false;
    const due = digestDue(now);
    if (!(await claimDigest(ready.db, due.week, DIGEST_LEASE_MS, now))) return false;
    const report = await digestReport(ready.db, due, env.REPLY_REMINDER_HOURS, now);
    const { buildDigestEmail } = await import("./digest-email");
    await email.send(await buildDigestEmail(report, due.week, mailOptions(env)), `digest-${due.week}`);
    await markDigestSent(ready.db, due.week);
    logger.info("weekly digest sent", { week: due.week });
    return true;
  }

  store.use(async ({ db }) => {
    // The first digest goes out on the first Monday after the store was made, not for a week before it.
    await startDigestsFrom(db, digestDue(clock()).week);
    store.every(MINUTE_MS, () => sendDigestIfDue());
  });

  return { replyLink, signedReplyToken, sendDigestIfDue };
}
