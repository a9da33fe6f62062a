import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

/*
 * scripts/audit.mjs (run by .ci/run) against a registry of our own on localhost: one that
 * knows an advisory for a production dependency, and one without the audit endpoint, as the
 * registry mirror of the build machine answers (405).
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), 'zetelpoule-audit-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

/** A registry whose advisory endpoint answers `respond(the packages npm asks about)`. */
async function registry(
  respond: (asked: Record<string, string[]>) => { status: number; body?: unknown },
): Promise<{ url: string; asked: Record<string, string[]>[] }> {
  const asked: Record<string, string[]>[] = [];
  server = createServer((req, res) => {
    void body(req).then((raw) => {
      if (req.method !== 'POST' || !req.url?.includes('/security/advisories/bulk')) {
        res.writeHead(404).end();
        return;
      }
      const json = JSON.parse(raw) as Record<string, string[]>;
      asked.push(json);
      const answer = respond(json);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, asked };
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

function runAudit(registryUrl: string, treeFile: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/audit.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        AUDIT_TREE_FILE: treeFile,
        npm_config_registry: registryUrl,
        npm_config_fetch_retries: '0',
      },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('scripts/audit.mjs', () => {
  it('fails on a production dependency with a high advisory, and records the tree', async () => {
    const { url, asked } = await registry(() => ({
      status: 200,
      body: {
        fastify: [
          {
            id: 1,
            url: 'https://github.com/advisories/GHSA-test-0000-0000',
            title: 'Proef-advies',
            severity: 'high',
            vulnerable_versions: '<99.0.0',
            cwe: [],
            cvss: { score: 7.5, vectorString: null },
          },
        ],
      },
    }));
    const treeFile = path.join(folder, 'kwetsbaar.json');
    const { code, output } = await runAudit(url, treeFile);
    expect(output).toMatch(/audit: high: fastify .*Proef-advies/);
    expect(code).toBe(1);
    // Production dependencies only: fastify is asked about, vitest (a dev dependency) is not.
    expect(Object.keys(asked[0] ?? {})).toContain('fastify');
    expect(Object.keys(asked[0] ?? {})).not.toContain('vitest');
    const tree = JSON.parse(readFileSync(treeFile, 'utf8')) as { dependencies: object };
    expect(JSON.stringify(tree.dependencies)).toContain('"fastify"');
  });

  it('passes with one line when the advisory database answers nothing to report', async () => {
    const { url } = await registry(() => ({ status: 200, body: {} }));
    const { code, output } = await runAudit(url, path.join(folder, 'schoon.json'));
    expect(output).toMatch(/audit: no high or critical advisories/);
    expect(code).toBe(0);
  });

  it('passes with one line when the registry has no audit endpoint', async () => {
    const { url } = await registry(() => ({ status: 405 }));
    const { code, output } = await runAudit(url, path.join(folder, 'onbereikbaar.json'));
    expect(output).toMatch(/audit: advisory database not reachable, skipped/);
    expect(code).toBe(0);
  });
});
