// Starts long-running children together, prefixes their output, and stops them all on Ctrl-C
// or as soon as one of them exits.
import { spawn } from 'node:child_process';

export function runTogether(children, { onReady } = {}) {
  const waiting = new Set(children.filter((c) => c.ready).map((c) => c.name));
  const procs = children.map(({ name, cmd, args, env, ready }) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (stream, out) =>
      stream.on('data', (chunk) => {
        const text = chunk.toString();
        for (const line of text.split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
        if (ready && waiting.has(name) && ready.test(text)) {
          waiting.delete(name);
          if (waiting.size === 0) onReady?.();
        }
      });
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    return { name, child };
  });
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const { child } of procs) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 300).unref();
  };
  for (const { name, child } of procs) {
    child.on('exit', (code) => {
      if (!stopping) console.error(`[${name}] exited with ${code}; stopping the rest.`);
      stop(code ?? 1);
    });
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}
