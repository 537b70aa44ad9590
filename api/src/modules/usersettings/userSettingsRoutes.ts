import { Router } from 'express';
import { DATA_ROUTES, type GeneralSettingsAnswer, type PublicProfileAnswer } from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import {
  enableProfile,
  getGeneralSettings,
  getPublicProfile,
  setEmailPreferences,
  updatePublicProfile,
} from './userSettings';

/** The user dashboard's general settings (docs/product/user-dashboard.md#general-settings), the mail preferences and the public profile. */
export function userSettingsRoutes(db: Db): Router {
  const router = Router();
  const {
    generalSettings,
    enableProfile: enable,
    updateEmailPreferences,
    updatePublicProfile: publish,
    publicProfile,
  } = DATA_ROUTES;
  const answer = (settings: GeneralSettingsAnswer['generalSettings']): GeneralSettingsAnswer => ({
    generalSettings: settings,
  });

  router.get(generalSettings.path, requireUser, async (req, res) => {
    res
      .set('Cache-Control', 'private, no-store')
      .json(answer(await getGeneralSettings(db, currentUser(req).id)));
  });

  // The product definition made this a GET (docs/product/user-dashboard.md#general-settings); it changes state, so it is a POST here (CSRF-checked like every write).
  router.post(enable.path, requireUser, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(answer(await enableProfile(db, currentUser(req).id)));
  });

  router.put(updateEmailPreferences.path, requireUser, async (req, res) => {
    const { emailPreferences } = parseInput(updateEmailPreferences.body, req.body);
    res.json(answer(await setEmailPreferences(db, currentUser(req).id, emailPreferences)));
  });

  router.put(publish.path, requireUser, async (req, res) => {
    const request = parseInput(publish.body, req.body);
    res.json(answer(await updatePublicProfile(db, currentUser(req).id, request)));
  });

  router.get(publicProfile.path, async (req, res) => {
    const { username } = parseInput(publicProfile.params, req.params);
    const body: PublicProfileAnswer = { profile: await getPublicProfile(db, username) };
    res.set('Cache-Control', 'no-cache').json(body);
  });

  return router;
}
