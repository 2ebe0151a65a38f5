import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

const logins = [
  { role: 'Employee', company: 'AMN', employeeId: 'AMN00017', password: 'Employee@2026' },
  { role: 'Assistant supervisor', company: 'AMN', employeeId: 'AMN00013', password: 'Assistant@2026' },
];

describe('the start banner', () => {
  it('gives the address, a table of the demo logins and where they are saved, in a few lines', () => {
    const text = startBanner({ url: 'http://localhost:3000', engine: 'pglite', logins, loginsFile: 'data/demo-logins.json', cwd: '/work/app' });
    expect(text.split('\n')).toEqual([
      '',
      'HR Self Service is ready at http://localhost:3000',
      '  API http://localhost:3000/api, docs http://localhost:3000/api/docs, embedded database',
      '',
      'Demo logins (log in with company, employee ID and password):',
      '  Role                  Company  Employee ID  Password',
      '  Employee              AMN      AMN00017     Employee@2026',
      '  Assistant supervisor  AMN      AMN00013     Assistant@2026',
      '',
      'The Employee reports to the Supervisor and the Assistant supervisor; HR sees everyone.',
      'Saved in data/demo-logins.json',
      '',
    ]);
  });

  it('writes a logins file outside the working folder as an absolute path', () => {
    const text = startBanner({ url: 'http://localhost:3000', engine: 'pglite', logins, loginsFile: '/var/lib/hr/demo-logins.json', cwd: '/work/app' });
    expect(text).toContain('Saved in /var/lib/hr/demo-logins.json');
  });

  it('without the demo it gives only the address and the database', () => {
    const text = startBanner({ url: 'https://hr.example.co.th', engine: 'postgres', logins: null, loginsFile: 'data/demo-logins.json' });
    expect(text.trim().split('\n')).toEqual(['HR Self Service is ready at https://hr.example.co.th', '  API https://hr.example.co.th/api, docs https://hr.example.co.th/api/docs, PostgreSQL']);
  });
});
