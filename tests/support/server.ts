// The tests start servers with the same helper as the measuring scripts.
export { type RunningServer, startServer, tempDataDir } from "../../scripts/lib/server.mjs";

/** A valid submission (unique per `n`) for API tests. */
export function enquiry(n: number | string, overrides: Record<string, string> = {}) {
  return {
    fullName: `Visitor ${n}`,
    company: "Northwind Coffee",
    email: `visitor${n}@northwind.example`,
    telephone: "+44 20 7946 0000",
    message: `Enquiry ${n}: we are launching in Spain next spring and need a brand and paid media plan.`,
    ...overrides,
  };
}

/** Posts a submission as the site's script does: JSON, with a form token fetched first. */
export async function submitJson(baseUrl: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  const { token } = (await (await fetch(`${baseUrl}/api/contact-form/token`)).json()) as { token: string };
  return fetch(`${baseUrl}/api/contact-form`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, ...headers },
    body: JSON.stringify({ formToken: token, ...body }),
  });
}
