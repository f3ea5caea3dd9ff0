// End-to-end in headless Debian Chromium driven by playwright-core: the built app served by Vite's
// preview server; a query per data set with hits and highlights, an invalid call with its
// suggestion, the editor's completion, and no console errors. Screenshots go to test-artifacts/.
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const artifacts = join(root, "test-artifacts");
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

let server: PreviewServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

describe("the demo in a browser", () => {
  beforeAll(async () => {
    if (!existsSync(join(root, "dist", "index.html"))) throw new Error("build the demo first (pnpm --filter @oneindex/demo build)");
    if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (CI's .ci/run does)`);
    mkdirSync(artifacts, { recursive: true });
    server = await preview({ root, preview: { port: 0, host: "127.0.0.1", strictPort: false }, logLevel: "error" });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    page.on("pageerror", (e) => consoleErrors.push(e.message));
    const url = server.resolvedUrls!.local[0]!;
    await page.goto(url);
    await page.getByTestId("hit").first().waitFor({ timeout: 30_000 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()));
  });

  const datasets = [
    ["Earthquakes", '{"v":1,"q":"alaska","highlight":true}'],
    ["Airports", '{"v":1,"q":"international","highlight":true}'],
    ["WordNet verbs", '{"v":1,"q":"move quickly","highlight":true}'],
  ] as const;

  for (const [title, call] of datasets) {
    it(`runs a query on ${title} and shows hits with highlights`, async () => {
      await page.getByRole("tab", { name: title }).click();
      // The click shows "Loading…" at once; the previous data set's hits stay until the new one is
      // indexed and its first example is put in the editor, which must happen before we type.
      await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: 30_000 }).toContain("Indexed");
      await page.getByTestId("hit").first().waitFor();
      await setEditor(page, call);
      await page.locator("#run").click();
      await page.locator("[data-testid=hit] mark").first().waitFor();
      const total = await page.getByTestId("total").textContent();
      expect(total).toMatch(/^(≥ )?[\d,]+ match(es)?$/);
      expect(await page.getByTestId("hit").count()).toBeGreaterThan(0);
      expect(await page.locator("[data-testid=hit] mark").count()).toBeGreaterThan(0);
      await page.screenshot({ path: join(artifacts, `${title.replace(/\W+/g, "-").toLowerCase()}.png`) });
    });
  }

  it("shows the model-facing error for an invalid call, with the suggestion, at its place in the editor", async () => {
    await page.getByRole("tab", { name: "Earthquakes" }).click();
    await page.getByTestId("hit").first().waitFor();
    await setEditor(page, '{"v":1,"query":{"type":"term","field":"magnitud","value":4},"size":3}');
    await page.locator("#run").click();
    const error = page.getByTestId("error-text");
    await error.waitFor();
    const text = (await error.textContent()) ?? "";
    expect(text).toContain('did you mean "magnitude"?');
    expect(text).toContain('did you mean "limit"?');
    await page.locator(".cm-lintRange-error").first().waitFor();
    await expect.poll(() => page.locator("#schema-badge").textContent()).toBe("JSON Schema: rejects the call");
    expect(await page.locator("#schema-badge").getAttribute("class")).toBe("badge bad");
    // The one-line call wraps: its start stays in view.
    expect(await page.locator(".cm-line").first().evaluate((line) => line.scrollWidth <= line.clientWidth + 1)).toBe(true);
    await page.screenshot({ path: join(artifacts, "invalid-call.png") });
  });

  it("completes node types from the schema in the editor", async () => {
    await setEditor(page, '{"v":1,"query":{"type":"');
    await page.keyboard.press("Control+Space");
    const options = page.locator(".cm-tooltip-autocomplete li");
    await options.first().waitFor();
    const labels = await options.allTextContents();
    expect(labels.some((l) => l.includes('"functionScore"'))).toBe(true);
    expect(labels.some((l) => l.includes('"match"'))).toBe(false);
  });

  it("runs the call on Ctrl+Enter in the editor, without touching the text", async () => {
    const call = '{"v":1,"q":"alaska","limit":2}';
    await setEditor(page, call);
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => page.getByTestId("hit").count()).toBe(2);
    expect(await page.locator(".cm-content").textContent()).toBe(call);
  });

  it("keeps the data set picked last when an earlier, slower load finishes after it", async () => {
    // Hold WordNet's data back until Airports has loaded (routing also bypasses the HTTP cache).
    let releaseWordnet!: () => void;
    const held = new Promise<void>((resolve) => (releaseWordnet = resolve));
    await page.route("**/data/wordnet-verbs.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("tab", { name: "WordNet verbs" }).click();
    await page.getByRole("tab", { name: "Airports" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent()).toMatch(/airport/i);
    const wordnetLoaded = page.waitForResponse("**/data/wordnet-verbs.json");
    releaseWordnet();
    await wordnetLoaded;
    await page.waitForTimeout(2_000);
    await page.unroute("**/data/wordnet-verbs.json");
    expect(await page.locator("#dataset-tabs button[aria-selected=true]").textContent()).toBe("Airports");
    expect(await page.locator("#dataset-info").textContent()).toMatch(/airport/i);
    expect(await page.locator("#definition").textContent()).not.toMatch(/synset/i);
    await page.getByRole("tab", { name: "Earthquakes" }).click();
    await page.getByTestId("hit").first().waitFor();
  });

  it("marks highlights wrapped in the tags the call asked for", async () => {
    await setEditor(page, '{"v":1,"q":"alaska","limit":3,"highlight":{"preTag":"<b>","postTag":"</b>"}}');
    await page.locator("#run").click();
    await page.locator("[data-testid=hit] mark").first().waitFor();
    expect(await page.locator("#hits").textContent()).not.toContain("<b>");
  });

  it("runs a gallery example, shows every descriptor format with its size, and logs no console errors", async () => {
    await page.getByTestId("example-mistake").first().click();
    await page.getByTestId("error-text").waitFor();
    for (const format of ["openai-strict", "gemini", "mcp", "anthropic"]) {
      await page.getByRole("button", { name: format, exact: true }).click();
      expect(await page.getByTestId("descriptor-size").textContent()).toMatch(/[\d,]+ bytes · ≈[\d,]+ tokens/);
    }
    expect(await page.locator("#descriptor-text").textContent()).toContain('"input_schema"');
    expect(consoleErrors).toEqual([]);
  });

  // Last: the failed request below logs a console error of its own.
  it("says when a data set cannot be loaded instead of staying on Loading…", async () => {
    await page.route("**/data/airports.json", (route) => route.fulfill({ status: 404, body: "" }));
    await page.getByRole("tab", { name: "Airports" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent()).toContain("Could not load Airports: could not load airports.json: HTTP 404");
    await page.unroute("**/data/airports.json");
  });
});

async function setEditor(page: Page, text: string): Promise<void> {
  await page.getByRole("button", { name: "arguments JSON" }).click();
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
  expect(await page.locator(".cm-content").textContent()).toBe(text);
}
