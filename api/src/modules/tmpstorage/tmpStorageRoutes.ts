import { Router } from 'express';
import type { z } from 'zod';
import { DATA_ROUTES, type TmpStorageCreatedAnswer, type TmpStorageEntryAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { addressKey } from '../../platform/security/addressKey';
import { limitRequests, type Limits } from '../../platform/security/limits';
import {
  newVisitorId,
  readVisitorCookies,
  VISITOR_COOKIE,
  visitorCookieOptions,
} from '../../platform/visitors/visitor';
import { visitorKey } from '../../platform/visitors/visitorKey';
import { createTmpEntry, readTmpEntry, removeTmpEntry } from './tmpStorage';
import type { TmpOwner, TmpReader } from './tmpStorageRepository';

/**
 * POST /data/tmp-storage, GET and DELETE /data/tmp-storage/:tmpId (docs/product/accounts.md#temporary-data). Open to anonymous visitors,
 * who get a visitor id cookie on their first write: an entry is the signed-in user's, else that browser's,
 * and answers only them. Writes are limited per visitor and per address (tmpStorageWrites*).
 */
export function tmpStorageRoutes(db: Db, limits: Limits): Router {
  const router = Router();
  const { createTmpStorage, tmpStorage, deleteTmpStorage } = DATA_ROUTES;
  const reader = (req: Parameters<typeof visitorKey>[0]): TmpReader => ({
    userId: req.user?.id ?? null,
    visitorId: readVisitorCookies(req.headers.cookie).visitorId,
  });

  router.post(
    createTmpStorage.path,
    limitRequests(limits, 'tmpStorageWritesPerAddress', addressKey),
    limitRequests(limits, 'tmpStorageWritesPerVisitor', visitorKey),
    async (req, res) => {
      const { data } = parseInput(createTmpStorage.body, req.body);
      let owner: TmpOwner;
      if (req.user) owner = { userId: req.user.id };
      else {
        let { visitorId } = readVisitorCookies(req.headers.cookie);
        if (!visitorId) {
          visitorId = newVisitorId();
          res.cookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(req.secure));
        }
        owner = { visitorId };
      }
      const answer: TmpStorageCreatedAnswer = { data: await createTmpEntry(db, owner, data) };
      res.status(201).json(answer);
    },
  );

  router.get(tmpStorage.path, async (req, res) => {
    const { tmpId } = parseInput(tmpStorage.params, req.params);
    const answer: TmpStorageEntryAnswer = { data: await readTmpEntry(db, reader(req), tmpId) };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.delete(deleteTmpStorage.path, async (req, res) => {
    const { tmpId } = parseInput(deleteTmpStorage.params, req.params);
    await removeTmpEntry(db, reader(req), tmpId);
    const answer: z.infer<typeof deleteTmpStorage.answer> = { ok: true };
    res.json(answer);
  });
  return router;
}
