/** `pnpm --filter api admin <command>`: see admin-cli.ts, or run with `help`. */
import { runAdmin } from './admin-cli.ts';

process.exitCode = await runAdmin(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
