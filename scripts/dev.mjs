// Development: the API with reload on change (:3000) and Vite with hot reload (:5173, /api proxied).
import { spawn } from 'node:child_process';

const procs = [
  spawn('tsx', ['watch', 'apps/server/src/main.ts'], { stdio: 'inherit', shell: true }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', shell: true }),
];
const stop = () => { for (const p of procs) p.kill('SIGTERM'); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => { if (code) stop(); });
