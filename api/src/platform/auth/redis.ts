import Redis from 'ioredis';

/** One client per process, shared by session storage and rate limits; `keyPrefix` separates test runs. */
export async function openRedis(url: string, keyPrefix = 'og:'): Promise<Redis> {
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 2 });
  // Fail at start, not on the first sign-in, when the server is unreachable.
  await redis.connect();
  return redis;
}

/** better-auth's secondary storage (sessions, when REDIS_URL is set) over ioredis. */
export function redisSecondaryStorage(redis: Redis) {
  return {
    get: (key: string) => redis.get(key),
    getAndDelete: (key: string) => redis.getdel(key),
    async increment(key: string, ttl: number) {
      // The TTL is set on creation only (NX), so the window stays fixed.
      const [[, count]] = (await redis.multi().incr(key).expire(key, ttl, 'NX').exec()) as [[null, number]];
      return count;
    },
    async set(key: string, value: string, ttl?: number) {
      if (ttl && ttl > 0) await redis.set(key, value, 'EX', ttl);
      else await redis.set(key, value);
    },
    async delete(key: string) {
      await redis.del(key);
    },
  };
}
