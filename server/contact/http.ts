import { randomUUID } from "node:crypto";
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response, Router } from "express";
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
const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

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
    express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: JSON_TYPE }),
    express.urlencoded({ limit: BODY_LIMIT_BYTES, extended: false, parameterLimit: 32, type: FORM_TYPE }),
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

  /** Body-parser's errors, as the API's answers; anything unexpected is logged and answered without detail. */
  const onBodyError: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: string }).type;
    switch (type) {
      case "entity.too.large":
      case "parameters.too.many":
        return fail(req, res, next, 413, "payload_too_large");
      case "entity.parse.failed":
      case "entity.verify.failed":
        return fail(req, res, next, 400, "malformed_body");
      case "encoding.unsupported":
      case "charset.unsupported":
        return fail(req, res, next, 415, "unsupported_media_type");
      case "request.aborted":
      case "request.size.invalid":
        return fail(req, res, next, 400, "malformed_body");
      default:
        logger.error("contact request failed", { reqId: req.id, ...errorFields(error) });
        return fail(req, res, next, 500, "internal_error");
    }
  };
  router.use(CONTACT_ENDPOINT, onBodyError);

  return router;
}
