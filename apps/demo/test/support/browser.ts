// The demo in headless Debian Chromium driven by playwright-core: the built app served by Vite's
// preview server, one page, its console errors collected. The browser tests share it.
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { preview, type PreviewServer } from "vite";
import { expect } from "vitest";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** Where screenshots are kept. */
export const artifacts = join(root, "test-artifacts");
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
/** How long a wait on the page's state may last: a hang guard, far above what a loaded machine needs. */
export const WAIT_MS = 120_000;
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The served demo, a page on it, and the console errors it logged. */
export interface DemoPage {
  readonly browser: Browser;
  readonly page: Page;
  readonly consoleErrors: string[];
  close(): Promise<void>;
}

/** Serves `dist/` and opens the demo in Chromium, once its first data set shows hits; `beforeLoad` may add init scripts to the page. */
export async function openDemo(beforeLoad?: (page: Page) => Promise<void>): Promise<DemoPage> {
  if (!existsSync(join(root, "dist", "index.html"))) throw new Error("build the demo first (pnpm --filter @oneindex/demo build)");
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (CI's .ci/run does)`);
  mkdirSync(artifacts, { recursive: true });
  const server: PreviewServer = await preview({ root, preview: { port: 0, host: "127.0.0.1", strictPort: false }, logLevel: "error" });
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.setDefaultTimeout(WAIT_MS);
  const consoleErrors: string[] = [];
  page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
  page.on("pageerror", (e) => consoleErrors.push(e.message));
  await beforeLoad?.(page);
  await page.goto(server.resolvedUrls!.local[0]!);
  await page.getByTestId("hit").first().waitFor({ timeout: WAIT_MS });
  return {
    browser,
    page,
    consoleErrors,
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    },
  };
}

/** Replaces the call in the editor, as a person would (select all, delete, type). */
export async function setEditor(page: Page, text: string): Promise<void> {
  await page.getByRole("button", { name: "arguments JSON" }).click();
  await page.locator("#editor .cm-content").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
  expect(await page.locator("#editor .cm-content").textContent()).toBe(text);
}
