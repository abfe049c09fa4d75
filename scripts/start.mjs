// `npm start`: build what is missing or stale, then run the server in this same process
// (one PID, so SIGTERM/SIGINT reach the server's graceful shutdown).
import { build } from './build.mjs';

await build({ ifStale: true });
await import('../dist/server/server.js');
