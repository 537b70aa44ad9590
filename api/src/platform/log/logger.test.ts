import { logLevelFrom } from './logger';

describe('the log level', () => {
  it('is LOG_LEVEL, else silent in tests and info elsewhere', () => {
    expect(logLevelFrom({ NODE_ENV: 'test' })).toBe('silent');
    expect(logLevelFrom({ NODE_ENV: 'test', LOG_LEVEL: 'debug' })).toBe('debug');
    expect(logLevelFrom({ NODE_ENV: 'development' })).toBe('info');
    expect(logLevelFrom({})).toBe('info');
    // Not a level: info here, and the configuration refuses to start (config.ts).
    expect(logLevelFrom({ NODE_ENV: 'test', LOG_LEVEL: 'loud' })).toBe('info');
  });
});
