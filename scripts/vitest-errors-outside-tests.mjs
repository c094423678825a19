// A vitest reporter that writes the run's errors not tied to a test to the file named by
// RIKUUN_ERRORS_OUTSIDE_TESTS: a file that failed to import, a beforeAll or afterAll that threw (its
// tests are then skipped, not failed), a worker that died, a rejection after a test ended. vitest's
// JSON report leaves them out, and CI shows only the end of the output, so scripts/test.mjs names them.
import fs from 'node:fs';
import path from 'node:path';

const describe = (error, where) => ({ message: `${error.name ?? 'Error'}: ${error.message ?? ''}`, where });

export default class ErrorsOutsideTestsReporter {
  onTestRunEnd(modules, unhandledErrors) {
    const file = process.env.RIKUUN_ERRORS_OUTSIDE_TESTS;
    if (!file) return;
    const errors = [];
    for (const module of modules) {
      const where = path.relative(process.cwd(), module.moduleId);
      for (const error of module.errors()) errors.push(describe(error, where));
      for (const suite of module.children.allSuites())
        for (const error of suite.errors()) errors.push(describe(error, `${where} › ${suite.fullName}`));
    }
    for (const error of unhandledErrors)
      errors.push(describe(error, `unhandled, ${error.VITEST_TEST_PATH ?? error.stacks?.[0]?.file ?? ''}`));
    fs.writeFileSync(file, JSON.stringify(errors));
  }
}
