import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const featuresDir = path.join(src, 'features');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|mts)$/.test(entry.name)) yield full;
  }
}

/**
 * Hand-written company filters: a comparison (eq, ne, inArray) with a company id on either side, or
 * `company_id =` / `= ${…companyId}` in raw SQL. The helpers of lib/db/company-rows.ts write these.
 */
const patterns = [
  /\b(?:eq|ne|inArray|notInArray)\(\s*[^()]*?\bcompanyId\b[^()]*\)/g,
  /\bcompany_id\s*(?:=|<>|!=|\bin\b)/gi,
  /(?:=|<>|!=|\bin\b)\s*\$\{[^}]*\bcompanyId\s*\}/g,
  /\$\{[^}]*\bcompanyId\s*\}\s*(?:=|<>|!=|\bin\b)/g,
];

/** The hand-written company filters in code, as [line number, matched text] (the first on a line). */
export function companyFilters(code: string): [number, string][] {
  const found = new Map<number, { index: number; text: string }>();
  for (const re of patterns) {
    for (const m of code.matchAll(re)) {
      const index = m.index ?? 0;
      const line = code.slice(0, index).split('\n').length;
      const seen = found.get(line);
      if (!seen || index < seen.index) found.set(line, { index, text: m[0].replace(/\s+/g, ' ') });
    }
  }
  return [...found].sort((a, b) => a[0] - b[0]).map(([line, { text }]) => [line, text]);
}

/**
 * The filters that stay hand-written: file (under src/features), the matched text, how many times it
 * occurs there (default 1), and why. An entry that no longer matches as often fails too, so the list
 * cannot outlive its reasons.
 */
const allowed: { file: string; text: string; times?: number; why: string }[] = [
  {
    file: 'course-offers/course-offers.service.ts',
    text: 'eq(offering.id, courseOffers.companyId)',
    times: 2,
    why: 'the offering company of an offer shared between companies, joined under an alias of companies',
  },
  {
    file: 'course-offers/course-offers.service.ts',
    text: 'eq(courseOffers.acceptedCompanyId, ctx.companyId)',
    why: 'offers are shared between companies: the accepting company also sees the offer it took',
  },
  {
    file: 'course-offers/course-offers.service.ts',
    text: 'ne(courseOffers.companyId, ctx.companyId)',
    why: "offers are shared between companies: the list of other companies' offers",
  },
  {
    file: 'course-offers/course-offers.service.ts',
    text: 'eq(prime.id, first.companyId)',
    why: "the 元請 of an offer's chain (the company of the chain's first offer), joined for its name",
  },
  {
    file: 'course-offers/offer-terms.ts',
    text: 'eq(courseOffers.acceptedCompanyId, ctx.companyId)',
    why: 'a re-offer: the accepted offer by which the company got the course (its place in the chain)',
  },
  {
    file: 'course-offers/carrier-register.service.ts',
    text: 'eq(mine.acceptedCompanyId, ctx.companyId)',
    why: 'the 実運送体制管理簿: the contracts a company took are its part of a chain, as are those it offered',
  },
  {
    file: 'course-offers/carrier-register.service.ts',
    text: 'eq(offering.id, courseOffers.companyId)',
    why: 'the 委託元 of a contract in the register, joined under an alias of companies for its name',
  },
  {
    file: 'course-offers/carrier-register.service.ts',
    text: 'eq(prime.id, first.companyId)',
    why: 'the 元請 of a chain in the register (the company of its first offer), joined for its name',
  },
  {
    file: 'partners/partner-audience.ts',
    text: 'eq(p.partnerCompanyId, ctx.companyId)',
    why: "an offer to partners: the signed-in company is the listed partner on the offering company's list",
  },
];

function offenders(): string[] {
  const out: string[] = [];
  const seen = allowed.map(() => 0);
  for (const file of sourceFiles(featuresDir)) {
    const rel = path.relative(featuresDir, file).split(path.sep).join('/');
    for (const [line, text] of companyFilters(fs.readFileSync(file, 'utf8'))) {
      const entry = allowed.findIndex((a) => a.file === rel && a.text === text);
      if (entry >= 0) seen[entry] = (seen[entry] ?? 0) + 1;
      else out.push(`${rel}:${line} ${text}`);
    }
  }
  allowed.forEach((a, i) => {
    if (seen[i] !== (a.times ?? 1))
      out.push(`allowlist entry found ${seen[i]} times, not ${a.times ?? 1}: ${a.file} ${a.text}`);
  });
  return out;
}

describe('tenancy by construction', () => {
  it('the scan sees comparisons with a company id, on either side and over lines, and raw SQL', () => {
    // Source text as the scan reads it; #{ stands for ${ so the sample is no template placeholder.
    const source = (s: string) => s.replaceAll('#{', '${');
    const code = source(
      [
        '.where(and(eq(vehicles.companyId, ctx.companyId), isNull(vehicles.deletedAt)))',
        '.leftJoin(bases, and(eq(\n  bases.companyId,\n  contracts.companyId,\n), eq(bases.id, contracts.baseId)))',
        '.where(eq(companies.id, ctx.companyId))',
        'sql`select 1 from destinations d where d.company_id = #{courses.companyId}`',
        'sql`where id = #{id} and company = #{ctx.companyId}`',
        'sql`where #{destinations.companyId} = #{id}`',
        'inArray(t.companyId, ids)',
        // Not filters: setting the company on insert, a helper call, the company of a found row.
        'insert(vehicles).values({ ...values, companyId: ctx.companyId })',
        'companyRows(ctx, vehicles).where(eq(vehicles.id, id))',
        'const companyId = row.companyId;',
      ].join('\n'),
    );
    expect(companyFilters(code)).toEqual([
      [1, 'eq(vehicles.companyId, ctx.companyId)'],
      [2, 'eq( bases.companyId, contracts.companyId, )'],
      [6, 'eq(companies.id, ctx.companyId)'],
      [7, 'company_id ='],
      [8, source('= #{ctx.companyId}')],
      [9, source('#{destinations.companyId} =')],
      [10, 'inArray(t.companyId, ids)'],
    ]);
  });

  it('features filter company rows only through lib/db/company-rows.ts (or an allowlisted reason)', () => {
    expect(offenders()).toEqual([]);
  });
});
