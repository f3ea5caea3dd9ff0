// One's own files, three in a row, in headless Chromium (see support/browser.ts): each file's
// facets are its own fields, never the previous file's; a file with more aggregatable fields than
// a call may aggregate still gets facets (at most QUERY_LIMITS.maxAggs); a bucket's click filters
// the file shown. Also what a person sees first: the schema badge never judges a call that is not
// there yet, and Ctrl+Enter closes the completion list. Screenshots go to test-artifacts/.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { QUERY_LIMITS } from "oneindex";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifacts, type DemoPage, openDemo, setEditor, WAIT_MS } from "./support/browser.js";

let demo: DemoPage;
let page: Page;

/** Three files with no field name in common: a CSV, an NDJSON file with 14 aggregatable columns, a JSON array. */
function writeFiles(): { readonly name: string; readonly path: string; readonly size: number }[] {
  const dir = mkdtempSync(join(tmpdir(), "oneindex-own-files-"));
  const pets = [
    "petName,species,colour,ageYears",
    "Rex,dog,brown,4",
    "Tom,cat,black,7",
    "Bella,dog,white,2",
    "Misty,cat,grey,11",
    "Coco,parrot,green,30",
    "Max,dog,black,5",
  ].join("\n");
  // Seven boolean and seven integer columns: a facet of each would be 14 aggregations, over the limit.
  const sensors = Array.from({ length: 12 }, (_, i) =>
    JSON.stringify({
      sensor: `unit ${i}`,
      ...Object.fromEntries(Array.from({ length: 7 }, (_, k) => [`flag${k + 1}`, (i + k) % 3 === 0])),
      ...Object.fromEntries(Array.from({ length: 7 }, (_, k) => [`reading${k + 1}`, (i * (k + 3)) % 50])),
    }),
  ).join("\n");
  const books = JSON.stringify([
    { title: "The Quiet Harbour", genre: "novel", pages: 320, inPrint: true },
    { title: "Rivers of Stone", genre: "history", pages: 512, inPrint: false },
    { title: "A Short Harbour Guide", genre: "travel", pages: 96, inPrint: true },
    { title: "Winter Light", genre: "novel", pages: 240, inPrint: true },
    { title: "Old Maps", genre: "history", pages: 180, inPrint: true },
  ]);
  const files = [
    { name: "pets.csv", text: pets, size: 6 },
    { name: "sensors.ndjson", text: sensors, size: 12 },
    { name: "books.json", text: books, size: 5 },
  ];
  return files.map((f) => {
    const path = join(dir, f.name);
    writeFileSync(path, f.text);
    return { name: f.name, path, size: f.size };
  });
}

/** The field names of the definition table on show. */
async function definitionFields(): Promise<string[]> {
  return page.locator("[data-testid=definition-table] tbody td:first-child code").allTextContents();
}

/** The field of each facet group on show. */
async function facetFields(): Promise<string[]> {
  return page.locator("#facets .facet-group h3").evaluateAll((hs) => hs.map((h) => (h.firstChild?.textContent ?? "").trim()));
}

describe("one's own files in a row", () => {
  beforeAll(async () => {
    demo = await openDemo(async (p) => {
      // Every text the schema badge shows from the first paint on, to check none judged a call not yet there.
      await p.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { badgeTexts: string[] }).badgeTexts = seen;
        new MutationObserver(() => {
          const text = document.getElementById("schema-badge")?.textContent ?? "";
          if (seen[seen.length - 1] !== text) seen.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
    });
    page = demo.page;
  }, 300_000);

  afterAll(async () => {
    await demo?.close();
  });

  it("on first load, the schema badge accepts the example call and never said anything else", async () => {
    await expect.poll(() => page.locator("#schema-badge").textContent()).toBe("JSON Schema: accepts the call");
    const seen = await page.evaluate(() => (window as unknown as { badgeTexts: string[] }).badgeTexts);
    expect(seen.filter((t) => t !== "")).toEqual(["JSON Schema: accepts the call"]);
  });

  it("closes the completion list when Ctrl+Enter runs the call", async () => {
    await setEditor(page, '{"v":1,"query":{"type":"');
    await page.keyboard.press("Control+Space");
    await page.locator(".cm-tooltip-autocomplete").waitFor();
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => page.locator(".cm-tooltip-autocomplete").count()).toBe(0);
  });

  it("shows, after each of three files, facets of that file's fields only, and a click filters the file shown", async () => {
    const seenBefore = new Set<string>();
    for (const file of writeFiles()) {
      await page.getByTestId("file-input").setInputFiles(file.path);
      await expect
        .poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS })
        .toContain(`Indexed ${file.size} documents`);
      const fields = await definitionFields();
      // The panel computed for this file (its first example's call), not the one before.
      await expect.poll(() => page.locator("#facets").getAttribute("data-source")).toBe(file.name);
      const facets = await facetFields();
      expect(facets.length, `${file.name}: facets ${facets.join(", ")}`).toBeGreaterThan(0);
      expect(facets.length).toBeLessThanOrEqual(QUERY_LIMITS.maxAggs);
      for (const facet of facets) {
        // A field of the definition, or a sub-field of one (`name.keyword`).
        const field = fields.find((f) => facet === f || facet.startsWith(`${f}.`));
        expect(field, `${file.name}: facet ${facet} is none of ${fields.join(", ")}`).toBeDefined();
        expect(seenBefore.has(field!), `${file.name}: facet ${facet} of an earlier file`).toBe(false);
      }
      expect(await page.getByTestId("facets-refused").count()).toBe(0);
      // The fields past the limit are named, not silently dropped (the sensors file has 15: init
      // makes its short `sensor` strings text with a keyword sub-field, `sensor.keyword`, first).
      if (file.name === "sensors.ndjson")
        expect(await page.getByTestId("facets-over-limit").textContent()).toBe(
          `No facet for flag5, flag6, flag7, reading6, reading7: a call takes at most ${QUERY_LIMITS.maxAggs} aggregations.`,
        );
      await page.screenshot({ path: join(artifacts, `own-files-${file.name.replace(/\W+/g, "-")}.png`), fullPage: true });
      for (const f of fields) seenBefore.add(f);
    }
    // The last file (books): its first facet bucket narrows the call to that bucket's count.
    const bucket = page.locator("#facets button.facet").first();
    const count = Number(((await bucket.locator(".count").textContent()) ?? "").replace(/\D/g, ""));
    await bucket.click();
    await expect.poll(async () => Number(((await page.getByTestId("total").textContent()) ?? "").replace(/\D/g, ""))).toBe(count);
    expect(await page.getByTestId("error-text").count()).toBe(0);
    expect(demo.consoleErrors).toEqual([]);
  });
});
