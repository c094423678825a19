import { describe, expect, it } from 'vitest';
import { checkRole, checkSignedOut, DESKTOP, describeFindings } from './support/accessibility.ts';
import { useServerAndBrowser } from './support/suite.ts';

// Every page of every role (read from the web app's route table) at desktop size, checked by axe-core
// against WCAG 2.2 A/AA: no serious or critical finding. The phone or desktop size is the other file.
const suite = useServerAndBrowser();

describe('accessibility at desktop size (axe-core, WCAG 2.2 AA)', () => {
  it.each(['company_admin', 'driver', 'consignor_user', 'system_admin'] as const)(
    'every page of %s',
    async (role) => {
      const { findings, visited } = await checkRole(suite, role, DESKTOP);
      console.log(`${role} desktop: ${visited.length} pages, ${findings.length} serious or critical nodes`);
      expect(findings, describeFindings(findings)).toEqual([]);
    },
  );

  it('the sign-in pages', async () => {
    const findings = await checkSignedOut(suite, DESKTOP);
    console.log(`signed out desktop: ${findings.length} serious or critical nodes`);
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
