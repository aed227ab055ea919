import { type Request, type RequestHandler, type Response, Router } from "express";
import { fixedPaths, type Locale, localeOf, locales } from "~/config/locales";
import { site } from "~/config/site";
import { contactAnswers } from "~/content/contact-answers";
import { siteCopies } from "~/content/site-copy.server";
import { CONTACT_ENDPOINT, CONTACT_TOKEN_ENDPOINT, type ContactRequestContext } from "~/lib/contact";
import { type ClientAllowance, perSecond, rateLimitKey } from "../client-address";
import { CACHE, type RenderedPage, sendFile } from "../pages";
import { webRequest } from "../web-request";
import { FORM_TYPE, isAllowedOrigin, JSON_TYPE } from "./answer";
import type { ContactService } from "./pipeline";

// Form pages rendered a second, across all clients: past this, a flood from many addresses (each within its
// allowance) is answered from the fixed page. A person, whose post fails rarely, never meets it.
const RENDERS_PER_SECOND = 20;

/** A form post's answer when it may not cost a render: a fixed page, saying why and what to do. */
function fixedPage(code: "rate_limited" | "unavailable" | "forbidden_origin", seconds: number, locale: Locale) {
  const { title, wait, writeTo, keep, home } = contactAnswers[locale].fixedPage;
  const siteCopy = siteCopies[locale];
  const heading = code === "forbidden_origin" ? siteCopy.contact.errorPage.heading : title;
  const email = `<a href="mailto:${site.email}">${site.email}</a>`;
  const next = seconds > 0 ? wait(Math.ceil(seconds / 60)) : writeTo;
  return `<!doctype html><html lang="${locales[locale].lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading} | Lumen &amp; Lark</title><body style="font:18px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem"><h1 style="text-wrap:balance">${heading}</h1><p>${siteCopy.formErrors[code]}</p><p>${next} ${email}. ${keep}</p><p><a href="${fixedPaths.home[locale]}">${home.replace("&", "&amp;")}</a></p></body></html>`;
}

/** The form posts to the endpoint under its page's language prefix (/api/contact-form, /es/api/contact-form). */
const contactEndpoints = Object.values(locales).map((locale) => `${locale.prefix}${CONTACT_ENDPOINT}`);

/** A browser form post gets HTML (a redirect or the form page); the site's script and API clients get JSON. */
const wantsHtml = (req: Request) => Boolean(req.is(FORM_TYPE)) && req.accepts([JSON_TYPE, "html"]) === "html";

type ContactRoutesOptions = {
  service: ContactService | null;
  siteUrl: string;
  /** Failed form posts a client may make per window before it is answered without a render. */
  failedPosts: ClientAllowance;
  /** Runs the contact form's route action for a form post, and renders its answer. */
  renderPost: (request: globalThis.Request, contact: ContactRequestContext | null) => Promise<RenderedPage>;
};

export function contactRoutes({ service, siteUrl, failedPosts, renderPost }: ContactRoutesOptions) {
  const router = Router({ caseSensitive: false, strict: false });
  const siteOrigin = new URL(siteUrl).origin;
  const renderBudgetLeft = perSecond(RENDERS_PER_SECOND);

  const unavailable = (req: Request, res: Response, status: number, html: boolean, retryAfterSeconds: number) => {
    res.setHeader("Cache-Control", CACHE.never).setHeader("Retry-After", String(retryAfterSeconds)).status(status);
    const code = status === 429 ? "rate_limited" : "unavailable";
    const locale = localeOf(req.path);
    if (html) res.type("html").send(fixedPage(code, retryAfterSeconds, locale));
    else res.json({ error: code, message: siteCopies[locale].formErrors[code], retryAfterSeconds });
  };

  router.get(CONTACT_TOKEN_ENDPOINT, (req, res) => {
    const token = service?.issueFormToken();
    if (!token) return unavailable(req, res, 503, false, 30);
    res.setHeader("Cache-Control", CACHE.never).json({ token, minFillMs: service?.minFillMs ?? 0 });
  });

  router.post(contactEndpoints, (req, res, next) => {
    const locale = localeOf(req.path);
    const client = rateLimitKey(req.ip ?? req.socket.remoteAddress ?? "unknown");
    // The origin the request was sent to: React Router's own check compares a form post's Origin with it.
    const hostOrigin = `${req.protocol}://${req.get("host")}`;
    const origins = [siteOrigin, hostOrigin];
    const contact: ContactRequestContext | null = service && {
      answer: (request) => service.answer(request, client, origins),
    };
    // A body refused before it was read (too large, cross-site, of another type) is never read: the
    // connection closes after the answer, rather than waiting on the rest of it.
    const closeIfUnread = () => {
      if (!req.readableEnded) res.setHeader("Connection", "close");
    };

    if (!wantsHtml(req)) {
      if (!contact) return unavailable(req, res, 503, false, 30);
      contact.answer(webRequest(req, res, hostOrigin)).then((answer) => {
        res.setHeader("Cache-Control", CACHE.never);
        if (answer.ok) {
          const { id, duplicate } = answer;
          return res.status(duplicate ? 200 : 201).json({ ok: true, id, ...(duplicate ? { duplicate } : {}) });
        }
        closeIfUnread();
        const { status, error, fieldErrors, retryAfterSeconds } = answer;
        if (retryAfterSeconds) res.setHeader("Retry-After", String(retryAfterSeconds));
        res
          .status(status)
          .json({ error, message: siteCopies[locale].formErrors[error], fieldErrors, retryAfterSeconds });
      }, next);
      return;
    }

    // A browser's form post, answered by the route action with a page: a render, so it is rationed.
    const blocked = failedPosts.blockedFor(client);
    if (blocked > 0) {
      res.setHeader("Connection", "close");
      return unavailable(req, res, 429, true, blocked);
    }
    // A cross-site post (React Router would refuse it too) gets no render.
    if (!isAllowedOrigin(req.get("origin"), req.get("sec-fetch-site"), origins)) {
      failedPosts.record(client);
      const page = fixedPage("forbidden_origin", 0, locale);
      return void res.setHeader("Cache-Control", CACHE.never).status(403).type("html").send(page);
    }
    // The answer comes first: a stored enquiry is a redirect, which costs no render, so only a failed post's page
    // is rationed, and a flood of failed posts never turns a valid one away.
    const request = webRequest(req, res, hostOrigin);
    (async () => {
      const answer = contact && (await contact.answer(request));
      if (!answer?.ok) {
        failedPosts.record(client);
        if (!renderBudgetLeft()) return unavailable(req, res, 503, true, 5);
      }
      // The route action takes this answer; its request carries no body, as the body has been read.
      const { url, headers, signal } = request;
      const page = new Request(url, { method: "POST", headers, signal });
      const rendered = await renderPost(page, answer && { answer: () => Promise.resolve(answer) });
      closeIfUnread();
      for (const name of ["location", "retry-after"]) {
        const value = rendered.headers?.get(name);
        if (value) res.setHeader(name, value);
      }
      if (rendered.status >= 300 && rendered.status < 400)
        return res.status(rendered.status).setHeader("Cache-Control", CACHE.never).end();
      sendFile(req, res, { ...rendered.file, cacheControl: CACHE.never }, rendered.status);
    })().catch(next);
  });

  const methodNotAllowed =
    (allow: string): RequestHandler =>
    (req, res) => {
      res.setHeader("Allow", allow).setHeader("Cache-Control", CACHE.never).status(405);
      res.json({ error: "method_not_allowed", message: siteCopies[localeOf(req.path)].formErrors.method_not_allowed });
    };
  router.all(CONTACT_TOKEN_ENDPOINT, methodNotAllowed("GET"));
  router.all(contactEndpoints, methodNotAllowed("POST"));
  return router;
}
