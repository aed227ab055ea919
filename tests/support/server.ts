// The tests start servers with the same helper as the measuring scripts.
export { type RunningServer, startServer, tempDataDir } from "../../scripts/lib/server.mjs";

export { enquiry } from "./enquiry";

/** Posts a submission as the site's script does: JSON, with a form token fetched first. */
export async function submitJson(baseUrl: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  const { token } = (await (await fetch(`${baseUrl}/api/contact-form/token`)).json()) as { token: string };
  return fetch(`${baseUrl}/api/contact-form`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, ...headers },
    body: JSON.stringify({ formToken: token, ...body }),
  });
}
