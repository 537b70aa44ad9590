import { Router } from 'express';
import type { z } from 'zod';
import { DATA_ROUTES, type TmpStorageCreatedAnswer, type TmpStorageEntryAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { createTmpEntry, readTmpEntry, removeTmpEntry } from './tmpStorage';

/** POST /data/tmp-storage, GET and DELETE /data/tmp-storage/:tmpId (spec §7). Open to anonymous visitors. */
export function tmpStorageRoutes(db: Db): Router {
  const router = Router();
  const { createTmpStorage, tmpStorage, deleteTmpStorage } = DATA_ROUTES;

  router.post(createTmpStorage.path, async (req, res) => {
    const { data } = parseInput(createTmpStorage.body, req.body);
    const answer: TmpStorageCreatedAnswer = { data: await createTmpEntry(db, data) };
    res.status(201).json(answer);
  });

  router.get(tmpStorage.path, async (req, res) => {
    const { tmpId } = parseInput(tmpStorage.params, req.params);
    const answer: TmpStorageEntryAnswer = { data: await readTmpEntry(db, tmpId) };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.delete(deleteTmpStorage.path, async (req, res) => {
    const { tmpId } = parseInput(deleteTmpStorage.params, req.params);
    await removeTmpEntry(db, tmpId);
    const answer: z.infer<typeof deleteTmpStorage.answer> = { ok: true };
    res.json(answer);
  });
  return router;
}
