// A vitest reporter that writes the run's errors not tied to a test to the file named by
// RIKUUN_ERRORS_OUTSIDE_TESTS: a file that failed to import, a beforeAll or afterAll that threw (its
// tests are then skipped, not failed), a worker that died, a rejection after a test ended. vitest's
// JSON report leaves them out, and CI shows only the end of the output, so scripts/test.mjs names them.
import fs from 'node:fs';

/** One error: its first words, the test file (absolute) and, inside it, the suite. */
const entry = (error, file, suite) => ({
  message: `${error.name ?? 'Error'}: ${error.message ?? ''}`,
  file,
  suite,
});

export default class ErrorsOutsideTestsReporter {
  onTestRunEnd(modules, unhandledErrors) {
    const file = process.env.RIKUUN_ERRORS_OUTSIDE_TESTS;
    if (!file) return;
    const errors = [];
    for (const module of modules) {
      for (const error of module.errors()) errors.push(entry(error, module.moduleId));
      for (const suite of module.children.allSuites())
        for (const error of suite.errors()) errors.push(entry(error, module.moduleId, suite.fullName));
    }
    for (const error of unhandledErrors)
      errors.push(entry(error, error.VITEST_TEST_PATH ?? error.stacks?.[0]?.file ?? '', 'unhandled'));
    fs.writeFileSync(file, JSON.stringify(errors));
  }
}
