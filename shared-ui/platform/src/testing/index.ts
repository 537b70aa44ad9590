// @opengood/platform/testing: helpers for front-end tests only (never imported by product code: the
// platform's main entry is a shared singleton that ships whole).
export {
  createFakeHttp,
  type FakeHttp,
  type FakeHandler,
  type FakeHandlers,
  type FakeRequest,
  type FakeCall,
} from './fakeHttp';
export { createFeatureTestI18n, createTestI18n } from './testI18n';
