// infra/ checked as far as this machine allows: the shipped Icecast configuration starts a real
// Icecast (port and folders changed) that answers its status, and the AutoDJ script passes
// Liquidsoap's own check.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderIcecastConfig } from '../e2e/icecast-helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.ICECAST_INFRA_TEST_PORT ?? 3295);

describe('infra/ streaming configuration', () => {
  it('starts Icecast with the shipped configuration and reads its status', async () => {
    const child = spawn('icecast2', ['-c', renderIcecastConfig(PORT)], { stdio: 'ignore' });
    try {
      let status: { icestats?: { server_id?: string; admin?: string; location?: string } } | undefined;
      for (let i = 0; i < 100 && !status; i++) {
        // Until Icecast listens (and while it starts), the answer may be missing or partial: try again.
        status = await fetch(`http://127.0.0.1:${PORT}/status-json.xsl`)
          .then((response) => response.json() as Promise<typeof status>)
          .catch(() => undefined);
        if (!status) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status?.icestats?.server_id).toMatch(/^Icecast 2\./);
      expect(status?.icestats?.location).toBe('Paris');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('has an AutoDJ script that passes liquidsoap --check', () => {
    const output = execFileSync('liquidsoap', ['--check', path.join(root, 'infra/liquidsoap/radio.liq')], { encoding: 'utf8', stdio: 'pipe' });
    expect(output).not.toMatch(/error/i);
  });
});
