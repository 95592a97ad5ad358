// WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver over HTTP) under xvfb-run.
// The protocol needs a handful of commands, spoken here with fetch rather than a client library.
import { type ChildProcess, spawn } from 'node:child_process';
import { type Driver, PHONE } from './engine.ts';

const ELEMENT = 'element-6066-11e4-a52e-4a5cb92d4b6e';
const KEYS = { Home: '\uE011', End: '\uE010', ArrowLeft: '\uE012', ArrowRight: '\uE014' };
const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function command<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error} ${value?.message ?? ''}`);
  return value;
}

export async function openWebKit(port: number): Promise<Driver> {
  const server: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const root = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!(await fetch(`${root}/status`).then((r) => r.ok, () => false))) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const session = await command<{ sessionId: string }>(root, 'POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
  });
  const base = `${root}/session/${session.sessionId}`;
  await command(base, 'POST', '/window/rect', PHONE).catch(() => {});
  const find = async (css: string) => {
    const element = await command<Record<string, string>>(base, 'POST', '/element', { using: 'css selector', value: css });
    // The W3C key, or the older JSON-wire one some builds still answer with.
    const id = element?.[ELEMENT] ?? element?.ELEMENT ?? Object.values(element ?? {})[0];
    if (!id) throw new Error(`WebDriver found no ${css}: ${JSON.stringify(element)}`);
    return id;
  };
  return {
    goto: async (url) => void (await command(base, 'POST', '/url', { url })),
    run: (source, args) => command(base, 'POST', '/execute/sync', { script: `return (${source})(...arguments)`, args }),
    click: async (css) => {
      await command(base, 'POST', `/element/${await find(css)}/click`, {});
    },
    // Element Send Keys focuses the element and types WebDriver's code for the key.
    press: async (css, key) => void (await command(base, 'POST', `/element/${await find(css)}/value`, { text: KEYS[key] })),
    type: async (css, text) => {
      const id = await find(css);
      await command(base, 'POST', `/element/${id}/click`, {});
      await command(base, 'POST', `/element/${id}/value`, { text });
    },
    // Classic WebDriver has no script that runs before the page's own: the caller installs what it
    // needs once the page has loaded, and says what that misses.
    addInitScript: async () => false,
    back: async () => void (await command(base, 'POST', '/back', {})),
    reload: async () => void (await command(base, 'POST', '/refresh', {})),
    // Classic WebDriver has no console log: the journeys read the errors the page caught itself.
    consoleErrors: () => null,
    close: async () => {
      await command(base, 'DELETE', '').catch(() => {});
      process.kill(-server.pid!, 'SIGTERM');
    },
  };
}
