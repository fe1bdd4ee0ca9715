import { EnvReader } from '@lectures/platform';
import { startTestStack, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { contentService } from '@lectures/content';
import type { Role } from '@lectures/proto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { gatewayService } from '../gateway.service-definition';

/** Content service + gateway over the chosen transport, on a throw-away database. */
export function startGatewayStack(
  transport: 'rmq' | 'in-process',
  options: { redis?: boolean | string; env?: Record<string, string>; databaseUrl?: (url: string) => string } = {},
): Promise<TestStack> {
  return startTestStack(transport, (runtime) => [contentService(), gatewayService(new EnvReader(options.env ?? {}), true, runtime.dataDir)], options);
}

let counter = 0;

/** Registers a user and returns an agent that carries its session cookie. */
export async function signUp(stack: TestStack, role: Role, name?: string): Promise<{ agent: TestAgent; id: string; username: string }> {
  counter += 1;
  const username = name ?? `${role}${counter}${Date.now() % 100000}`;
  const agent = request.agent(stack.server);
  const res = await agent
    .post('/api/auth/register')
    .send({ username, password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123', fullName: `Test ${role}`, role });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, id: (res.body as { id: string }).id, username };
}
