import { describe, expect, it, vi } from "vitest";
import { DailyPages, type RenderedPage, servedFile } from "./pages";

const page = (body: string, status = 200): RenderedPage => ({
  status,
  file: servedFile(body, { type: "text/html; charset=utf-8", cacheControl: "no-store" }),
});

describe("pages kept for the London day", () => {
  it("render a page once a day, however many ask, and again when the day turns", async () => {
    let day = "2026-11-23";
    const renders: string[] = [];
    const pages = new DailyPages(
      async (pathname) => {
        renders.push(`${pathname}@${day}`);
        return page(`${pathname} on ${day}`);
      },
      () => day,
    );
    const answers = await Promise.all([pages.get("/privacy-policy"), pages.get("/privacy-policy")]);
    await pages.get("/privacy-policy");
    expect(renders).toEqual(["/privacy-policy@2026-11-23"]);
    expect(answers[0]).toBe(answers[1]);
    day = "2026-11-24";
    expect((await pages.get("/privacy-policy")).file.body.toString()).toBe("/privacy-policy on 2026-11-24");
    expect(renders).toHaveLength(2);
  });

  it("keep no failed render: the next request tries again", async () => {
    let attempt = 0;
    const pages = new DailyPages(
      async () => {
        attempt++;
        if (attempt === 1) throw new Error("render failed");
        return attempt === 2 ? page("error screen", 500) : page("the page");
      },
      () => "2026-11-23",
    );
    await expect(pages.get("/terms-of-service")).rejects.toThrow("render failed");
    expect((await pages.get("/terms-of-service")).status).toBe(500);
    expect((await pages.get("/terms-of-service")).file.body.toString()).toBe("the page");
    expect((await pages.get("/terms-of-service")).file.body.toString()).toBe("the page");
    expect(attempt).toBe(3);
  });

  it("render warmed pages before anyone asks, and again once the day turns", async () => {
    let day = "2026-11-23";
    const renders: string[] = [];
    const failed: string[] = [];
    const pages = new DailyPages(
      async (pathname) => {
        renders.push(`${pathname}@${day}`);
        if (pathname === "/broken") throw new Error("render failed");
        return page(pathname);
      },
      () => day,
    );
    vi.useFakeTimers();
    try {
      const stop = pages.warm(["/privacy-policy", "/broken"], (pathname) => failed.push(pathname), 1_000);
      await vi.advanceTimersByTimeAsync(0);
      expect(renders).toEqual(["/privacy-policy@2026-11-23", "/broken@2026-11-23"]);
      expect(failed).toEqual(["/broken"]);
      await pages.get("/privacy-policy");
      expect(renders.filter((r) => r.startsWith("/privacy-policy"))).toHaveLength(1);
      day = "2026-11-24";
      await vi.advanceTimersByTimeAsync(1_000);
      expect(renders).toContain("/privacy-policy@2026-11-24");
      stop();
      day = "2026-11-25";
      await vi.advanceTimersByTimeAsync(5_000);
      expect(renders).not.toContain("/privacy-policy@2026-11-25");
    } finally {
      vi.useRealTimers();
    }
  });
});
