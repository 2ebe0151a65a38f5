import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

/**
 * Lists, at the end of the run, every test that failed first and passed on its retry (CI allows
 * one): a flaky test is a defect to fix, and a passing run must not hide it.
 */
export default class FlakyReporter implements Reporter {
  private flaky: TestCase[] = [];

  onTestEnd(test: TestCase) {
    // Called once per attempt: the outcome is final only on the last one.
    if (test.outcome() === 'flaky' && !this.flaky.includes(test)) this.flaky.push(test);
  }

  onEnd(_result: FullResult) {
    if (!this.flaky.length) return;
    console.log(`\n${this.flaky.length} flaky test(s), passed only on retry — fix them:`);
    for (const t of this.flaky) console.log(`flaky: ${t.titlePath().filter(Boolean).join(' › ')} (${t.location.file.split('/').slice(-1)[0]}:${t.location.line})`);
  }

  printsToStdio() {
    return false;
  }
}
