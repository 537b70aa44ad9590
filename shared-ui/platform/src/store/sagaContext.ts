import { getContext, type GetContextEffect } from 'redux-saga/effects';
import type { HttpClient } from '../http';

/** Services the shell hands to every saga through redux-saga's context. */
export interface SagaContext {
  http: HttpClient;
}

/**
 * A typed getContext: `const http = yield* sagaContext('http')`. Fails clearly when the store was made
 * without the service (createAppStore({ context }) or store.setSagaContext).
 */
export function* sagaContext<K extends keyof SagaContext>(
  key: K,
): Generator<GetContextEffect, SagaContext[K], SagaContext[K] | undefined> {
  const value = yield getContext(key);
  if (value === undefined) throw new Error(`The saga context has no "${key}": pass it to createAppStore.`);
  return value;
}
