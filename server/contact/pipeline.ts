import type { ReportCount } from "~/lib/load-context";
import type { Env } from "../env";
import { errorFields, type Logger } from "../logger";
import { CountBuffer } from "../store/daily-counts";
import { hashIp, postAnswers } from "./answer";
import { EnquiryStore } from "./connection";
import { emailSender, startDelivery } from "./delivery";
import { replyClock } from "./reply-clock";

/** Metrics whose names come from visitors' browsers, so each day keeps a fixed number of them. */
const CAPPED_METRICS = new Set(["error", "csp"]);
const COUNTS_FLUSH_MS = 5000;

/**
 * The enquiry pipeline, put together: the store, the answer to a post, delivery, the reply clock and
 * the digest, and the browsers' reports. Nothing starts until `start` (the build imports the server).
 */
export function contactPipeline(env: Env, logger: Logger, clock: () => Date = () => new Date()) {
  const store = new EnquiryStore(env, logger);
  const email = emailSender(env, logger);
  const delivery = startDelivery(store, env, logger, email);
  // What browsers report (ADR 080) and spam dropped at the caps: counted in memory, written within seconds.
  const counts = new CountBuffer(CAPPED_METRICS);
  store.use(
    ({ db }) => store.every(COUNTS_FLUSH_MS, () => counts.flush(db)),
    ({ db }) => counts.flush(db).catch((error) => logger.warn("daily counts lost", errorFields(error))),
  );
  const answers = postAnswers({
    store,
    env,
    logger,
    countDropped: (cap) => counts.add("spam-dropped", "", cap),
    stored: delivery.nudge,
  });
  return {
    store,
    ...answers,
    ...replyClock({ store, env, logger, email, clock }),
    start: () => store.start(),
    /** Degraded (still 200: pages and enquiries are taken) while emails wait on the operator's SMTP login. */
    async health() {
      const health = await store.health();
      return (health.status === "ok" || health.status === "degraded") && delivery.loginRefused()
        ? { ...health, status: "degraded" as const, email: "login refused" as const }
        : health;
    },
    countReports(reports: ReportCount[], client?: string) {
      // A client's reports count by a salted hash of its address, so none counts before the store gives the salt.
      const salt = store.ready?.ipSalt;
      if (client !== undefined && !salt) return;
      const reporter = client === undefined ? undefined : hashIp(salt!, client);
      for (const { metric, scope, name } of reports) counts.add(metric, scope, name, 1, reporter);
    },
    async stop() {
      await store.stop();
      email.close();
    },
  };
}

export type ContactService = ReturnType<typeof contactPipeline>;
