import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Role } from '@rikuun/contract';
import type { Page } from 'playwright-core';
import { newPage, signedInPage } from './pages.ts';
import { pagesByRole, patternRegExp } from './route-table.ts';
import type { Suite } from './suite.ts';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules of axe-core tagged with them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Finding = { page: string; rule: string; impact: string; target: string; detail: string };

/** The demo accounts of each role (README's demo accounts). */
const ACCOUNTS = {
  company_admin: 'admin',
  system_admin: 'sysadmin',
  consignor_user: 'consignor',
  driver: 'driver',
} as const satisfies Record<Role, string>;

/**
 * Counts the page's API requests in flight (not the live streams, which stay open), so a check waits
 * until what the page asked for has arrived and been drawn.
 */
function trackRequests(page: Page) {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const counts = (r: { resourceType(): string }) =>
    ['fetch', 'xhr', 'script', 'stylesheet'].includes(r.resourceType());
  page.on('request', (r) => {
    if (!counts(r)) return;
    inFlight.add(r);
    lastChange = Date.now();
  });
  const done = (r: unknown) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { quiet: (ms: number) => inFlight.size === 0 && Date.now() - lastChange >= ms };
}

/** Waits until no request has been in flight for a while and no loading placeholder is left (at most 8 s). */
async function settle(page: Page, requests: ReturnType<typeof trackRequests>) {
  const until = Date.now() + 8_000;
  while (Date.now() < until) {
    await page.waitForTimeout(50);
    if (!requests.quiet(200)) continue;
    const loading = await page.evaluate(
      () =>
        document.querySelector('main .MuiSkeleton-root, main .MuiCircularProgress-root') !== null ||
        document.querySelector('main') === null,
    );
    if (!loading) break;
  }
  await page.waitForTimeout(50);
}

/**
 * Turns off CSS transitions and animations, so axe reads the colours things end with (a button that
 * turns from disabled grey to navy as its data arrives, a dialog fading in), not one frame of the way.
 * A constructed style sheet, which the app's Content-Security-Policy leaves alone; it stays for the
 * page's life (navigation is inside the app).
 */
async function stillFrames(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** Opens a path in the single-page app without loading the page again (the router follows popstate). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Runs axe on the page as it is and answers its serious and critical findings. */
export async function axeFindings(page: Page, label: string): Promise<Finding[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a script tag: the app's Content-Security-Policy refuses inline scripts.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    type Node = {
      target: unknown[];
      element?: Element;
      any: { message: string }[];
      all: { message: string }[];
    };
    type Violation = { id: string; impact: string | null; nodes: Node[] };
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      elementRef: true,
    });
    // WCAG 2.5.8's "equivalent" exception: a map's stop markers may lie close together where stops
    // are; every map page lists the same stops as full-size rows beside the map, which do the same.
    const mapMarker = (v: Violation, n: Node) =>
      v.id === 'target-size' && n.element?.closest('.leaflet-marker-pane') != null;
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes
        .filter((n) => !mapMarker(v, n))
        .map((n) => ({
          target: n.target.map(String).join(' '),
          detail: [...n.any, ...n.all].map((c) => c.message).join(' / '),
        })),
    }));
  }, WCAG_TAGS);
  return violations
    .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && v.nodes.length > 0)
    .flatMap((v) =>
      v.nodes.map((n) => ({ page: label, rule: v.id, impact: v.impact, target: n.target, detail: n.detail })),
    );
}

/** The hrefs of the page's links, as paths. */
const linksOn = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'), (a) => new URL((a as HTMLAnchorElement).href).pathname),
  );

/**
 * Visits every page of the role (from the route table) in one browser page at the given size and
 * answers axe's serious and critical findings. A page with parameters (`vehicles/:id`) is opened at a
 * link seen on the pages before it, or at the record a list row opens with Enter (desktop rows are
 * not links); a page none of them reaches is reported, so the demo data must show every page.
 */
/**
 * Parameters no link names, and what they are opened with: the demo's tracking link (README) and
 * the first outcome a stop offers (its screen opens from a button, not a link).
 */
const paramExamples: Record<string, string> = { ':token': 'demo-otodoke', ':type': 'absent' };
const withExamples = (pattern: string) => pattern.replace(/:\w+/g, (param) => paramExamples[param] ?? param);

export async function checkRole(
  suite: Suite,
  role: Role,
  viewport: { width: number; height: number },
): Promise<{ findings: Finding[]; visited: string[] }> {
  const patterns = pagesByRole()[role];
  const page = await signedInPage(suite, ACCOUNTS[role], { viewport, serviceWorkers: 'block' });
  const requests = trackRequests(page);
  const seen = new Set<string>();
  const findings: Finding[] = [];
  const visited: string[] = [];
  // `/groups/new` is a page of its own, not the group `new`.
  const fixed = new Set(patterns.filter((p) => !p.includes(':')));
  const unresolved = new Set(patterns.filter((p) => p.includes(':')));
  const resolved = new Map<string, string>();
  const resolveFrom = (paths: string[]) => {
    for (const pattern of unresolved) {
      // A record's sub-page (`vehicles/:id/edit`, `…/outcome/:type`) is its page's path and the rest.
      const parent = [...resolved.keys()].find(
        (known) =>
          pattern.startsWith(`${known}/`) && !withExamples(pattern.slice(known.length)).includes(':'),
      );
      const match = parent
        ? `${resolved.get(parent)}${withExamples(pattern.slice(parent.length))}`
        : paths.find((p) => !fixed.has(p) && patternRegExp(pattern).test(p));
      if (match) {
        resolved.set(pattern, match);
        unresolved.delete(pattern);
      }
    }
  };

  const visit = async (path: string) => {
    await openInApp(page, path);
    await settle(page, requests);
    const title = await page.title();
    if (title.startsWith('ページが見つかりません'))
      throw new Error(`${path}: the app does not know this page`);
    findings.push(...(await axeFindings(page, `${role} ${path}`)));
    visited.push(path);
    seen.add(path);
    resolveFrom(await linksOn(page));
    // A desktop list's rows open their record with Enter: follow the first when a page still needs one.
    if (unresolved.size > 0) {
      const row = page.locator('main tbody tr[tabindex="0"]').first();
      if ((await row.count()) > 0) {
        await row.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname !== path, { timeout: 3_000 }).catch(() => {});
        resolveFrom([new URL(page.url()).pathname]);
      }
    }
  };

  await stillFrames(page);
  await settle(page, requests);
  for (const pattern of patterns.filter((p) => !p.includes(':'))) await visit(pattern);
  // Pages with parameters, fewest first (a course before its stops), until none can be reached anew.
  let progress = true;
  while (progress) {
    progress = false;
    const ready = patterns
      .filter((p) => p.includes(':') && resolved.has(p) && !seen.has(resolved.get(p) as string))
      .sort((a, b) => a.split(':').length - b.split(':').length);
    for (const pattern of ready) {
      await visit(resolved.get(pattern) as string);
      progress = true;
    }
    resolveFrom([]);
    if (patterns.some((p) => p.includes(':') && resolved.has(p) && !seen.has(resolved.get(p) as string)))
      progress = true;
  }
  await page.context().close();
  for (const pattern of unresolved)
    findings.push({
      page: `${role} ${pattern}`,
      rule: 'not-reached',
      impact: 'critical',
      target: pattern,
      detail: 'no link or list row on the pages before it opens this page: the demo data should show it',
    });
  return { findings, visited };
}

/** The pages for the signed out: sign-in, password setting, a recipient's tracking page. */
export async function checkSignedOut(suite: Suite, viewport: { width: number; height: number }) {
  const page = await newPage(suite, { viewport });
  const findings: Finding[] = [];
  for (const path of pagesByRole().signedOut.map(withExamples)) {
    await page.goto(`${suite.server.url}${path}`);
    await stillFrames(page);
    await page.locator('main, form').first().waitFor();
    await page.waitForTimeout(300);
    findings.push(...(await axeFindings(page, `signed out ${path}`)));
  }
  await page.context().close();
  return findings;
}

/** One line per finding: page, rule, element and what axe says. */
export const describeFindings = (findings: Finding[]) =>
  findings.map((f) => `${f.page}  [${f.impact}] ${f.rule}  ${f.target}\n    ${f.detail}`).join('\n');
