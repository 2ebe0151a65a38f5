import { describe, expect, it } from 'vitest';
import { databaseVerdict, mailVerdict, maintenanceVerdict, timeVerdict, versionVerdict } from './diagnostics';

describe('diagnostics verdicts', () => {
  it('the Node line: 24 and later are what the build was tested on', () => {
    expect(versionVerdict('v24.3.0')).toBe('ok');
    expect(versionVerdict('v20.20.2')).toBe('warning');
  });
  it('migrations: all applied works, behind is a problem, ahead is worth a look', () => {
    expect(databaseVerdict(31, 31)).toBe('ok');
    expect(databaseVerdict(30, 31)).toBe('problem');
    expect(databaseVerdict(32, 31)).toBe('warning');
  });
  it('mail: kept in the outbox or a failure is worth a look; stuck past 15 minutes is a problem', () => {
    expect(mailVerdict({ transport: 'smtp', failed: 0, oldestPendingMinutes: null })).toBe('ok');
    expect(mailVerdict({ transport: 'smtp', failed: 0, oldestPendingMinutes: 15 })).toBe('ok');
    expect(mailVerdict({ transport: 'smtp', failed: 0, oldestPendingMinutes: 16 })).toBe('problem');
    expect(mailVerdict({ transport: 'smtp', failed: 2, oldestPendingMinutes: 1 })).toBe('warning');
    expect(mailVerdict({ transport: 'outbox', failed: 0, oldestPendingMinutes: null })).toBe('warning');
  });
  it('clocks: within 5 s works, past a minute is a problem', () => {
    expect(timeVerdict(0.4)).toBe('ok');
    expect(timeVerdict(-5)).toBe('ok');
    expect(timeVerdict(6)).toBe('warning');
    expect(timeVerdict(-61)).toBe('problem');
  });
  it('maintenance: closed now or within a week is worth a look', () => {
    expect(maintenanceVerdict({ closed: true, nextDate: '2026-11-25' }, '2026-11-25')).toBe('warning');
    expect(maintenanceVerdict({ closed: false, nextDate: '2026-12-02' }, '2026-11-25')).toBe('warning');
    expect(maintenanceVerdict({ closed: false, nextDate: '2026-12-03' }, '2026-11-25')).toBe('ok');
    expect(maintenanceVerdict({ closed: false, nextDate: null }, '2026-11-25')).toBe('ok');
  });
});
