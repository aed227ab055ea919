import { randomUUID } from "node:crypto";
import { type NextFunction, type Request, type RequestHandler, type Response, Router } from "express";
import { contactFormErrorMessages } from "~/content/contact";
import {
  CONTACT_ENDPOINT,
  CONTACT_TOKEN_ENDPOINT,
  type ContactErrorCode,
  type ContactFieldErrors,
  type ContactFormPage,
  type ContactValues,
  emptyContactValues,
} from "~/lib/contact";
import { errorFields, type Logger } from "../logger";
import { type ParsedSubmission, readSubmission } from "./schema";
import type { ContactService, SubmitOutcome } from "./service";

/** About 32 KB: six times the longest valid submission, and far below anything that could tie the server up. */
export const BODY_LIMIT_BYTES = 32 * 1024;
/** More fields than the form has (and room to spare); a body with more is refused. */
const FIELD_LIMIT = 32;
const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

type BodyProblem = "too_large" | "unsupported" | "malformed";

class BodyError extends Error {
  constructor(readonly problem: BodyProblem) {
    super(problem);
  }
}

/** The decoded body: JSON (any value; the caller checks it is an object) or a form's fields (the first of each name). */
function decodeBody(req: Request, raw: Buffer): unknown {
  const charset = req
    .get("content-type")
    ?.match(/;\s*charset\s*=\s*"?([\w-]+)/i)?.[1]
    ?.toLowerCase();
  if (charset && charset !== "utf-8" && charset !== "utf8") throw new BodyError("unsupported");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(raw);
  } catch {
    throw new BodyError("malformed");
  }
  if (req.is(JSON_TYPE)) {
    try {
      return JSON.parse(text);
    } catch {
      throw new BodyError("malformed");
    }
  }
  const fields: Record<string, string> = {};
  const params = new URLSearchParams(text);
  if ([...params.keys()].length > FIELD_LIMIT) throw new BodyError("too_large");
  for (const [name, value] of params) fields[name] ??= value;
  return fields;
}

/**
 * Reads a request body of at most BODY_LIMIT_BYTES into `req.body`. A body declared larger is
 * refused before a byte of it is read, and one that grows past the limit stops being read there;
 * either way the connection is closed after the answer, so nothing more is taken in. Compressed
 * bodies are refused: no browser sends one, and inflating them is a way to make a small request big.
 */
function readBody(refuse: (req: Request, res: Response, next: NextFunction, problem: BodyProblem) => void) {
  const handler: RequestHandler = (req, res, next) => {
    const stop = (problem: BodyProblem) => {
      if (problem === "too_large") {
        res.setHeader("Connection", "close");
        req.pause();
      }
      refuse(req, res, next, problem);
    };
    const encoding = req.get("content-encoding")?.trim().toLowerCase();
    if (encoding && encoding !== "identity") return stop("unsupported");
    const declared = Number(req.get("content-length") ?? 0);
    if (declared > BODY_LIMIT_BYTES) return stop("too_large");

    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (problem: BodyProblem | null) => {
      if (done) return;
      done = true;
      req.off("data", onData);
      if (problem) return stop(problem);
      try {
        req.body = decodeBody(req, Buffer.concat(chunks));
      } catch (error) {
        return stop(error instanceof BodyError ? error.problem : "malformed");
      }
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) return finish("too_large");
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => finish(null));
    // A client that goes away mid-body gets no answer; there is no one to send it to.
    req.once("error", () => {
      done = true;
    });
  };
  return handler;
}

export type RenderFormPage = (req: Request, res: Response, next: NextFunction, page: ContactFormPage) => void;

type ContactRouterOptions = {
  service: ContactService | null;
  logger: Logger;
  siteUrl: string;
  /** Renders the form with the visitor's input and messages: the no-JavaScript answer to a failed submission. */
  renderFormPage: RenderFormPage;
};

/**
 * A browser form post arrives form-encoded and asks for HTML: it gets a 303
 * or the form page. Everything else (the site's own script, API clients)
 * gets JSON.
 */
function wantsHtml(req: Request) {
  return Boolean(req.is(FORM_TYPE)) && req.accepts([JSON_TYPE, "html"]) === "html";
}

/**
 * Cross-site posts are refused. Browsers send Origin (or at least
 * Sec-Fetch-Site) on every POST; a request with neither is not from a
 * browser, so there is no visitor's session to abuse.
 */
export function isAllowedOrigin(req: Request, siteOrigin: string) {
  const origin = req.get("origin");
  if (origin !== undefined) return origin === siteOrigin || origin === `${req.protocol}://${req.get("host")}`;
  const fetchSite = req.get("sec-fetch-site");
  return fetchSite === undefined || fetchSite === "same-origin";
}

export function contactRouter({ service, logger, siteUrl, renderFormPage }: ContactRouterOptions) {
  const router = Router({ caseSensitive: false, strict: false });
  const siteOrigin = new URL(siteUrl).origin;

  const fail = (
    req: Request,
    res: Response,
    next: NextFunction,
    status: number,
    code: ContactErrorCode,
    extra: { values?: ContactValues; fieldErrors?: ContactFieldErrors; retryAfterSeconds?: number } = {},
  ) => {
    res.setHeader("Cache-Control", "no-store");
    if (extra.retryAfterSeconds) res.setHeader("Retry-After", String(extra.retryAfterSeconds));
    if (wantsHtml(req)) {
      renderFormPage(req, res, next, {
        status,
        state: {
          values: extra.values ?? emptyContactValues,
          fieldErrors: extra.fieldErrors ?? {},
          formError: code,
          formToken: service?.issueFormToken() ?? null,
          idempotencyKey: randomUUID(),
          retryAfterSeconds: extra.retryAfterSeconds ?? null,
        },
      });
      return;
    }
    res.status(status).json({
      error: code,
      message: contactFormErrorMessages[code],
      ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}),
      ...(extra.retryAfterSeconds ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
    });
  };

  router.get(CONTACT_TOKEN_ENDPOINT, (req, res, next) => {
    const token = service?.issueFormToken();
    if (!token) return fail(req, res, next, 503, "unavailable", { retryAfterSeconds: 30 });
    res.setHeader("Cache-Control", "no-store");
    res.json({ token, minFillMs: service?.minFillMs ?? 0 });
  });

  const methodNotAllowed = (allow: string) => (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Allow", allow);
    fail(req, res, next, 405, "method_not_allowed");
  };
  router.all(CONTACT_TOKEN_ENDPOINT, methodNotAllowed("GET"));

  router.post(
    CONTACT_ENDPOINT,
    (req, res, next) => {
      if (!isAllowedOrigin(req, siteOrigin)) {
        logger.warn("contact form post from another origin refused", { reqId: req.id, origin: req.get("origin") });
        return fail(req, res, next, 403, "forbidden_origin");
      }
      if (!req.is([JSON_TYPE, FORM_TYPE])) return fail(req, res, next, 415, "unsupported_media_type");
      next();
    },
    readBody((req, res, next, problem) =>
      problem === "too_large"
        ? fail(req, res, next, 413, "payload_too_large")
        : problem === "unsupported"
          ? fail(req, res, next, 415, "unsupported_media_type")
          : fail(req, res, next, 400, "malformed_body"),
    ),
    async (req, res, next) => {
      const body: unknown = req.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return fail(req, res, next, 400, "malformed_body");
      }
      let submission: ParsedSubmission;
      try {
        submission = readSubmission(body as Record<string, unknown>, req.get("idempotency-key"));
      } catch {
        return fail(req, res, next, 400, "malformed_body");
      }
      let outcome: SubmitOutcome;
      try {
        outcome = service
          ? await service.submit(submission, req.ip ?? req.socket.remoteAddress ?? "unknown", {
              requireToken: !req.is(FORM_TYPE),
            })
          : { kind: "unavailable", retryAfterSeconds: 30 };
      } catch (error) {
        logger.error("contact submission failed", { reqId: req.id, ...errorFields(error) });
        return fail(req, res, next, 500, "internal_error", { values: submission.values });
      }
      respond(req, res, next, outcome, submission.values);
    },
  );

  const respond = (req: Request, res: Response, next: NextFunction, outcome: SubmitOutcome, values: ContactValues) => {
    switch (outcome.kind) {
      case "accepted":
        logger.info("enquiry accepted", { reqId: req.id, enquiryId: outcome.id, duplicate: outcome.duplicate });
        res.setHeader("Cache-Control", "no-store");
        if (wantsHtml(req)) return res.redirect(303, "/thank-you");
        return res
          .status(outcome.duplicate ? 200 : 201)
          .json({ ok: true, id: outcome.id, ...(outcome.duplicate ? { duplicate: true } : {}) });
      case "invalid":
        return fail(req, res, next, 422, "invalid_fields", { values, fieldErrors: outcome.fieldErrors });
      case "too_fast":
        return fail(req, res, next, 422, "too_fast", { values });
      case "token_required":
        return fail(req, res, next, 422, "form_token_required", { values });
      case "rate_limited":
        logger.warn("contact form rate limit reached", { reqId: req.id });
        return fail(req, res, next, 429, "rate_limited", { values, retryAfterSeconds: outcome.retryAfterSeconds });
      case "conflict":
        return fail(req, res, next, 409, "idempotency_conflict", { values });
      case "unavailable":
        return fail(req, res, next, 503, "unavailable", { values, retryAfterSeconds: outcome.retryAfterSeconds });
    }
  };

  router.all(CONTACT_ENDPOINT, methodNotAllowed("POST"));

  return router;
}
