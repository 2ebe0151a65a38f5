import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestCase } from '@playwright/test/reporter';
import FlakyReporter from './flaky-reporter';

const testCase = (title: string, outcome: ReturnType<TestCase['outcome']>) =>
  ({ outcome: () => outcome, titlePath: () => ['', 'chromium', 'auth.spec.ts', title], location: { file: '/repo/e2e/specs/auth.spec.ts', line: 12, column: 1 } }) as unknown as TestCase;

describe('the flaky reporter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists, at the end, each test that passed only on its retry, once, and none of the others', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const r = new FlakyReporter();
    const flaky = testCase('logout ends the session', 'flaky');
    // The reporter hears of every attempt: a failed first try, then the passing retry.
    r.onTestEnd(testCase('a wrong password shows the message', 'expected'));
    r.onTestEnd(testCase('a locked account says so', 'unexpected'));
    r.onTestEnd(flaky);
    r.onTestEnd(flaky);
    r.onEnd({ status: 'passed' } as never);
    const lines = log.mock.calls.map((c) => String(c[0]));
    expect(lines.filter((l) => l.startsWith('flaky: '))).toEqual(['flaky: chromium › auth.spec.ts › logout ends the session (auth.spec.ts:12)']);
  });

  it('says nothing when no test needed a retry', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const r = new FlakyReporter();
    r.onTestEnd(testCase('a wrong password shows the message', 'expected'));
    r.onEnd({ status: 'passed' } as never);
    expect(log).not.toHaveBeenCalled();
  });
});
