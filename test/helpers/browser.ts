/**
 * Real-browser helpers: Debian's Chromium driven by playwright-core, against a build served by the
 * project's own preview server on 127.0.0.1.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's Chromium: the tests never download a browser. No sandbox (the tests may run as root)
 * and no background networking (the machine reaches only loopback).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium was not found at ${CHROMIUM}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core on the page; returns the violations as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluate() runs through the DevTools protocol, which the page's CSP does not block.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }
    ).axe.run();
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  return violations;
}

/**
 * Total layout shift seen by the page so far (the CLS metric's raw input): the buffered entries,
 * read two frames on, once every shift already rendered has been reported, with no fixed wait.
 */
export async function layoutShift(page: Page): Promise<number> {
  // A string, not a function: tsx would wrap the inner functions in a helper the page lacks.
  return (await page.evaluate(`new Promise((resolve) => {
    let total = 0;
    const add = (entries) => { for (const entry of entries) total += entry.value; };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    requestAnimationFrame(() => requestAnimationFrame(() => {
      add(observer.takeRecords());
      observer.disconnect();
      resolve(total);
    }));
  })`)) as number;
}
