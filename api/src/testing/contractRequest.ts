import type { Express } from 'express';
import supertest from 'supertest';
import { checkAnswer } from './answerContract';

/**
 * supertest with the contract check built in: every answer a test receives is parsed with its shared
 * schema (see answerContract.ts) before the test's own expectations run. Api tests import `request` from
 * here, never from 'supertest' (a test in contractRequest.test.ts holds them to it).
 */
export function request(app: Express) {
  const agent = supertest(app);
  const checked =
    <M extends 'get' | 'post' | 'put' | 'patch' | 'delete'>(method: M) =>
    (url: string) =>
      agent[method](url).expect((res) => checkAnswer(method, url, res.status, res.body));
  return {
    get: checked('get'),
    post: checked('post'),
    put: checked('put'),
    patch: checked('patch'),
    delete: checked('delete'),
  };
}
