import { readdir } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { removeStoredFiles, temporaryFileStore, type FileStore } from './fileStore';

describe('the local-disk FileStore', () => {
  it('stores bytes under a new random key, streams them back and removes them (twice is fine)', async () => {
    const { store, dir } = await temporaryFileStore();
    const key = await store.put(Buffer.from('hello'));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await store.put(Buffer.from('hello'))).not.toBe(key);
    expect(await text(store.open(key))).toBe('hello');
    await store.remove(key);
    await store.remove(key);
    const left = await readdir(dir, { recursive: true, withFileTypes: true });
    expect(left.filter((e) => e.isFile())).toHaveLength(1);
  });

  it('takes only its own keys, so no path outside its directory can be formed', async () => {
    const { store } = await temporaryFileStore();
    expect(() => store.open('../../etc/passwd')).toThrow(/not a file key/);
    await expect(store.remove('../x')).rejects.toThrow(/not a file key/);
  });
});

describe('removeStoredFiles', () => {
  it('logs a failed removal instead of failing the committed change', async () => {
    const failing: FileStore = {
      put: () => Promise.reject(new Error('unused')),
      open: () => {
        throw new Error('unused');
      },
      remove: () => Promise.reject(new Error('disk gone')),
    };
    const log = { error: jest.fn() };
    await expect(removeStoredFiles(failing, ['a', 'b'], log)).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledWith({ err: new Error('disk gone') }, 'stored file not removed');
    await expect(removeStoredFiles(undefined, ['a'])).resolves.toBeUndefined();
  });
});
