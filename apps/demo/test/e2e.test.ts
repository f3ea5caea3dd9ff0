// End-to-end in headless Debian Chromium driven by playwright-core: the built app served by Vite's
// preview server; a query per data set with hits and highlights, an invalid call with its
// suggestion, the editor's completion, and no console errors. Screenshots go to test-artifacts/.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifacts, type DemoPage, openDemo, setEditor, WAIT_MS } from "./support/browser.js";

let demo: DemoPage;
let page: Page;
let consoleErrors: string[];

describe("the demo in a browser", () => {
  beforeAll(async () => {
    demo = await openDemo();
    ({ page, consoleErrors } = demo);
  }, 300_000);

  afterAll(async () => {
    await demo?.close();
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
      await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toContain("Indexed");
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

  it("shows facets of the call's matches; a click adds the bucket's filter to the call and narrows the hits to its count", async () => {
    await page.getByRole("tab", { name: "Earthquakes" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: 30_000 }).toContain("Indexed");
    await page.getByTestId("hit").first().waitFor();
    const call = '{"v":1,"q":"alaska","countExactly":true}';
    await setEditor(page, call);
    await page.locator("#run").click();
    // The panel for this call (not the example's before it), with a histogram beside the terms.
    await expect.poll(() => page.locator("#facets").getAttribute("data-call")).toBe(call);
    await page.locator("[data-testid^=facet-magnitude-]").first().waitFor();
    const before = Number(((await page.getByTestId("total").textContent()) ?? "").replace(/\D/g, ""));
    // A terms bucket (keyword or boolean field) holding some of the matches, not all.
    const buckets = await page.locator(".facet-group").evaluateAll((groups) =>
      groups
        .filter((g) => (g.querySelector("h3")?.textContent ?? "").includes("· terms"))
        .flatMap((g) =>
          [...g.querySelectorAll("button.facet")].map((b) => ({
            id: b.getAttribute("data-testid") ?? "",
            field: (g.querySelector("h3")?.firstChild?.textContent ?? "").trim(),
            count: Number((b.querySelector(".count")?.textContent ?? "").replace(/\D/g, "")),
          })),
        ),
    );
    const bucket = buckets.find((b) => b.count > 0 && b.count < before)!;
    expect(bucket, JSON.stringify(buckets)).toBeDefined();
    const key = bucket.id.slice(`facet-${bucket.field}-`.length);
    await page.getByTestId(bucket.id).click();
    // The filter is in the call in the editor, and the run that follows counts the bucket's documents.
    const value = key === "true" ? true : key === "false" ? false : key;
    await expect
      .poll(async () => JSON.parse((await page.locator("#editor .cm-content").textContent()) ?? "{}").filter)
      .toEqual({ type: "term", field: bucket.field, value });
    await expect.poll(async () => Number(((await page.getByTestId("total").textContent()) ?? "").replace(/\D/g, ""))).toBe(bucket.count);
    // The panel follows the narrower call: that field's facet is now the one bucket.
    await expect.poll(() => page.locator(`[data-testid^=facet-${bucket.field}-]`).count()).toBe(1);
    expect(await page.getByTestId(bucket.id).locator(".count").textContent()).toBe(bucket.count.toLocaleString("en"));
    await page.screenshot({ path: join(artifacts, "facets.png") });
  });

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
    expect(
      await page
        .locator("#editor .cm-line")
        .first()
        .evaluate((line) => line.scrollWidth <= line.clientWidth + 1),
    ).toBe(true);
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
    expect(await page.locator("#editor .cm-content").textContent()).toBe(call);
  });

  it("keeps the data set picked last when an earlier, slower load finishes after it", async () => {
    // Hold WordNet's data back until Airports has loaded (routing also bypasses the HTTP cache).
    const wordnet = await holdRequest(page, "**/data/wordnet-verbs.json");
    await page.getByRole("tab", { name: "WordNet verbs" }).click();
    await wordnet.asked;
    await page.getByRole("tab", { name: "Airports" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent()).toMatch(/Indexed [\d,]+ documents/);
    const wordnetLoaded = page.waitForResponse("**/data/wordnet-verbs.json");
    wordnet.release();
    await wordnetLoaded;
    // The page has WordNet's bytes and, overtaken, never gives them to the worker: a search still runs on Airports.
    await page.locator("#run").click();
    await page.getByTestId("hit").first().waitFor();
    await page.unroute("**/data/wordnet-verbs.json");
    expect(await page.locator("#dataset-tabs button[aria-selected=true]").textContent()).toBe("Airports");
    expect(await page.locator("#dataset-info").textContent()).toMatch(/airport/i);
    expect(await page.locator("#definition").textContent()).not.toMatch(/synset/i);
  });

  // 50 loads in one test: about 36 s alone, so the hang guard is wider than the file's 60 s when
  // other suites share the machine (a bound on hanging, not a timing goal).
  it("never replaces a call typed while the data set loads (the overwrite race, 50 runs)", { timeout: 300_000 }, async () => {
    for (let run = 0; run < 50; run++) {
      // Hold Airports' data until the call is typed, then release it and wait for the data set to show.
      const airports = await holdRequest(page, "**/data/airports.json");
      await page.getByRole("tab", { name: "Airports" }).click();
      await airports.asked;
      const call = `{"v":1,"q":"regional ${run}","limit":3}`;
      await setEditor(page, call);
      airports.release();
      await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed [\d,]+ documents/);
      await page.unroute("**/data/airports.json");
      expect(await page.locator("#editor .cm-content").textContent()).toBe(call);
    }
    await page.getByRole("tab", { name: "Earthquakes" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed [\d,]+ documents/);
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

  it("runs the decay example near Los Angeles with Southern California first, fields shown by kind and a map", async () => {
    await page.getByRole("tab", { name: "Earthquakes" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed [\d,]+ documents/);
    await page.getByRole("button", { name: /Near Los Angeles/ }).click();
    // The data set's first example (Alaska, also 5 hits) may still be on show when the click lands: wait for the example's own hits.
    await expect
      .poll(async () => (await page.getByTestId("hit").allTextContents()).filter((text) => /, (CA|California)/.test(text)).length)
      .toBe(5);
    expect(await page.getByTestId("hit").count()).toBe(5);
    // A geo point reads "lat, lng"; a date reads as a UTC time; five numbered points on the map.
    const first = (await page.getByTestId("hit").first().textContent()) ?? "";
    expect(first).toMatch(/location\s*3\d\.\d{5}, -11\d\.\d{5}/);
    expect(first).toMatch(/time\s*2018-02-0\d \d\d:\d\d:\d\d UTC/);
    expect(first).not.toContain('{"lat"');
    expect(await page.getByTestId("map-hit").count()).toBe(5);
    await page.screenshot({ path: join(artifacts, "earthquakes-decay-map.png") });
  });

  it("counts every airport closest to Denver exactly, and shows WordNet's words as chips", async () => {
    await page.getByRole("tab", { name: "Airports" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed [\d,]+ documents/);
    await page.getByRole("button", { name: "Closest to Denver" }).click();
    await expect.poll(() => page.getByTestId("total").textContent()).toBe("3,367 matches");
    await page.getByRole("tab", { name: "WordNet verbs" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed [\d,]+ documents/);
    await page.getByTestId("hit").first().waitFor();
    expect(await page.locator("[data-testid=hit] .chip").count()).toBeGreaterThan(0);
  });

  it("marks the results stale when the call changes, and shows the raw JSON result the tool returns", async () => {
    await setEditor(page, '{"v":1,"q":"run","limit":2}');
    await page.locator("#run").click();
    await expect.poll(() => page.getByTestId("hit").count()).toBe(2);
    expect(await page.getByTestId("stale-note").isHidden()).toBe(true);
    await page.locator("#editor .cm-content").press("End");
    await page.keyboard.insertText(" ");
    await page.getByTestId("stale-note").waitFor();
    await page.locator("#run").click();
    await page.getByTestId("stale-note").waitFor({ state: "hidden" });
    await page.locator("#raw-toggle").check();
    const raw = JSON.parse((await page.getByTestId("raw").textContent()) ?? "") as { hits: unknown[]; total: { relation: string } };
    expect(raw.hits).toHaveLength(2);
    expect(raw.total.relation).toMatch(/^(eq|gte)$/);
    await page.locator("#raw-toggle").uncheck();
  });

  it("marks a mistake inside the filter box and shows the call the boxes send", async () => {
    await page.getByRole("tab", { name: "Earthquakes" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed [\d,]+ documents/);
    await page.getByRole("button", { name: "q · filter · strict" }).click();
    await page.locator("#q-box").fill("alaska");
    await page.locator("#filter-box").fill("magnitud >= 4");
    await expect.poll(() => page.locator("#filter-box").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#q-box").getAttribute("aria-invalid")).toBe("false");
    expect(await page.getByTestId("filter-error").textContent()).toBe("magnitud");
    expect(await page.locator("#filter-mark").textContent()).toContain('did you mean "magnitude"?');
    expect(JSON.parse((await page.getByTestId("boxes-call").textContent()) ?? "")).toEqual({
      v: 1,
      highlight: true,
      q: "alaska",
      filter: "magnitud >= 4",
    });
    await page.locator("#filter-box").fill("magnitude >= 4");
    await expect.poll(() => page.locator("#filter-box").getAttribute("aria-invalid")).toBe("false");
    await page.locator("#run").click();
    await page.getByTestId("hit").first().waitFor();
  });

  it("keeps the data set and the call in the address, and restores them on load", async () => {
    await page.getByRole("tab", { name: "WordNet verbs" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed [\d,]+ documents/);
    const call = '{"v":1,"q":"swim","limit":4}';
    await setEditor(page, call);
    await page.locator("#run").click();
    await expect.poll(() => page.getByTestId("hit").count()).toBe(4);
    const url = page.url();
    expect(url).toContain("#data=wordnet&call=");
    const other = await demo.browser.newPage({ viewport: { width: 1400, height: 900 } });
    other.setDefaultTimeout(WAIT_MS);
    await other.goto(url);
    await expect.poll(() => other.getByTestId("hit").count(), { timeout: WAIT_MS }).toBe(4);
    expect(await other.locator("#editor .cm-content").textContent()).toBe(call);
    expect(await other.locator("#dataset-tabs button[aria-selected=true]").textContent()).toBe("WordNet verbs");
    await other.close();
  });

  it("takes a CSV file of one's own: shows the inferred definition, indexes it in the worker and searches it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oneindex-demo-"));
    const csv = join(dir, "harbours.csv");
    writeFileSync(
      csv,
      [
        "code,name,country,lat,lon,opened,berths",
        "NPA,North Point Harbour,NO,69.65,18.95,1998-05-01,12",
        "SBA,South Bay Anchorage,ZA,-33.9,18.42,2004-11-20,40",
        'WQM,"West Quay, Marina",IE,53.27,-9.05,2011-07-03,8',
        "EHB,East Harbour Basin,JP,35.44,139.64,1987-02-14,55",
      ].join("\n"),
    );
    await page.getByTestId("file-input").setInputFiles(csv);
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed 4 documents/);
    const definition = (await page.getByTestId("definition-table").textContent()) ?? "";
    for (const expected of ["code", "id", "opened", "date", "location", "geoPoint", "berths", "integer"])
      expect(definition).toContain(expected);
    expect(await page.locator("#definition-editor .cm-content").textContent()).toContain('"name": "Harbours"');
    expect(await page.locator("#dataset-tabs button[aria-selected=true]").textContent()).toBe("Your data");
    expect(await page.locator("#descriptor-description").textContent()).toContain("opened");
    await setEditor(page, '{"v":1,"q":"harbour","highlight":true}');
    await page.locator("#run").click();
    await expect.poll(() => page.getByTestId("hit").count()).toBe(2);
    expect(await page.locator("[data-testid=hit] mark").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("map-hit").count()).toBe(2);
    // The facet panel covers one's own data too: the two harbours' countries, one each.
    await expect.poll(() => page.locator("#facets").getAttribute("data-call")).toBe('{"v":1,"q":"harbour","highlight":true}');
    expect(await page.locator("[data-testid^=facet-country-] .count").allTextContents()).toEqual(["1", "1"]);
    await page.screenshot({ path: join(artifacts, "own-data-csv.png") });
  });

  it("checks an edited definition file with ingest's reader, then indexes the file again under it", async () => {
    // The person's own definition file: fewer fields, another name, a typo in a kind.
    const file = {
      name: "Harbour",
      fields: {
        code: { kind: "id" },
        name: { kind: "text" },
        country: { kind: "keywrd" },
        location: { kind: "geoPoint", source: { lat: "lat", lng: "lon" }, filterable: true },
      },
    };
    await setCode(page, "#definition-editor", JSON.stringify(file));
    await page.locator("#apply-definition").click();
    await expect.poll(() => page.getByTestId("definition-problem").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("definition-problem").first().textContent()).toContain("/fields/country");
    file.fields.country = { kind: "keyword", sortable: true } as never;
    await setCode(page, "#definition-editor", JSON.stringify(file));
    await page.locator("#apply-definition").click();
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed 4 documents/);
    await setEditor(page, '{"v":1,"sort":[{"field":"country","order":"asc"}]}');
    await page.locator("#run").click();
    await expect.poll(() => page.getByTestId("hit").count()).toBe(4);
    expect(await page.locator("[data-testid=hit] .hit-head code").allTextContents()).toEqual(["WQM", "EHB", "NPA", "SBA"]);
    const definition = (await page.getByTestId("definition-table").textContent()) ?? "";
    expect(definition).toContain("country");
    expect(definition).not.toContain("berths");
  });

  it("takes an NDJSON file dropped on the page", async () => {
    const lines = [
      { sku: "a-1", title: "Steel bolts, boxed", tags: ["metal", "fasteners"], price: 4.5 },
      { sku: "b-2", title: "Copper wire reel", tags: ["metal", "cable"], price: 19 },
      { sku: "c-3", title: "Oak planks", tags: ["wood"], price: 32.25 },
    ];
    await page.getByTestId("drop-zone").evaluate(
      (zone, text) => {
        const data = new DataTransfer();
        data.items.add(new File([text], "parts.ndjson", { type: "application/x-ndjson" }));
        zone.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
      },
      lines.map((l) => JSON.stringify(l)).join("\n"),
    );
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed 3 documents/);
    await setEditor(page, '{"v":1,"filter":"tags = \\"metal\\""}');
    await page.locator("#run").click();
    await expect.poll(() => page.getByTestId("hit").count()).toBe(2);
    expect(await page.locator("[data-testid=hit] .chip").allTextContents()).toEqual(["metal", "fasteners", "metal", "cable"]);
  });

  it("keeps the definition table inside its card", async () => {
    await page.getByRole("tab", { name: "Earthquakes" }).click();
    await expect.poll(() => page.locator("#dataset-info").textContent(), { timeout: WAIT_MS }).toMatch(/Indexed [\d,]+ documents/);
    await page.setViewportSize({ width: 1250, height: 900 });
    const fits = await page.locator("#definition").evaluate((el) => {
      const card = el.closest(".card")!.getBoundingClientRect();
      const table = el.querySelector("table")!.getBoundingClientRect();
      return table.right <= card.right + 0.5;
    });
    // No word of a kind or of the flags is broken across lines ("keywor / d"): each word's glyphs sit on one line.
    const broken = await page.locator("#definition").evaluate((el) => {
      const out: string[] = [];
      for (const cell of el.querySelectorAll("td.kind, td.flags")) {
        const text = cell.firstChild;
        if (text === null || text.nodeType !== Node.TEXT_NODE) continue;
        for (const m of (text.textContent ?? "").matchAll(/[^\s,]+/g)) {
          const range = document.createRange();
          range.setStart(text, m.index);
          range.setEnd(text, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(m[0]);
        }
      }
      return out;
    });
    await page.screenshot({ path: join(artifacts, "definition-narrow.png") });
    await page.setViewportSize({ width: 1600, height: 1000 });
    expect(fits).toBe(true);
    expect(broken).toEqual([]);
  });

  // Last: the failed request below logs a console error of its own.
  it("says when a data set cannot be loaded instead of staying on Loading…", async () => {
    await page.route("**/data/airports.json", (route) => route.fulfill({ status: 404, body: "" }));
    await page.getByRole("tab", { name: "Airports" }).click();
    await expect
      .poll(() => page.locator("#dataset-info").textContent())
      .toContain("Could not load Airports: could not load airports.json: HTTP 404");
    await page.unroute("**/data/airports.json");
  });
});

/** Replaces the text of the CodeMirror editor inside `selector`, as a person would. */
async function setCode(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(`${selector} .cm-content`).click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
}

/** Holds the requests matching `pattern` until `release()`; `asked` resolves once one was made. */
async function holdRequest(page: Page, pattern: string): Promise<{ asked: Promise<void>; release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(pattern, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  return { asked, release };
}
