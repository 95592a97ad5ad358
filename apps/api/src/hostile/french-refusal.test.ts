// The suite's French check must be able to say no: English, driver and stack texts fail it.
import { contestMessages, messages, operationsMessages, tvMessages } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isFrenchMessage, refusalProblem } from './french-refusal.ts';

describe("the hostile suite's French check", () => {
  it('accepts the catalogue, its templated messages and zod French defaults', () => {
    expect(isFrenchMessage(messages.invalidBody)).toBe(true);
    expect(isFrenchMessage(operationsMessages.invalidText)).toBe(true);
    expect(isFrenchMessage(contestMessages.fillAllFields)).toBe(true);
    expect(isFrenchMessage(tvMessages.confirmDelete('Chaîne « Nuit »'))).toBe(true);
    const zodFrench = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(zodFrench.success).toBe(false);
    expect(isFrenchMessage(zodFrench.error?.issues[0]?.message)).toBe(true);
  });

  it('refuses English, driver and stack texts, empty or missing errors', () => {
    for (const text of [
      'Malformed JSON in request body',
      'Internal Server Error',
      'Invalid input: expected string, received number',
      'value "2147483648" is out of range for type integer',
      'TypeError: Cannot read properties of undefined',
      'Erreur', // French, but no message of the station's
      '',
      undefined,
    ]) {
      expect(isFrenchMessage(text), String(text)).toBe(false);
    }
  });

  it('wants a 4xx with a JSON { error } from the catalogue', async () => {
    const reply = (status: number, body: string) => new Response(body, { status });
    expect(await refusalProblem(reply(400, JSON.stringify({ error: messages.invalidBody })))).toBe('');
    expect(await refusalProblem(reply(500, JSON.stringify({ error: messages.serverError })))).toMatch(/^500/);
    expect(await refusalProblem(reply(200, '{}'))).toMatch(/^200/);
    expect(await refusalProblem(reply(404, 'Not Found'))).toMatch(/not JSON/);
    expect(await refusalProblem(reply(400, JSON.stringify({ message: messages.invalidBody })))).toMatch(/not a catalogue message/);
    // Signed in, a 401 asking to sign in means the guard answered, not the route.
    expect(await refusalProblem(reply(401, JSON.stringify({ error: messages.loginRequired })))).toBe('');
    expect(await refusalProblem(reply(401, JSON.stringify({ error: messages.loginRequired })), { signedIn: true })).toMatch(/session was lost/);
  });
});
