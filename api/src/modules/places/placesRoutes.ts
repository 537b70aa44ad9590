import { Router } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import { parseInput } from '../../platform/http/validation';
import { gazetteer } from './gazetteer';
import { placeDetail } from './placeDetail';
import { predictPlaces } from './predictions';

/**
 * The location input's geocoder, offline: GET /data/places/predictions and GET /data/places/:placeId.
 * Answers depend only on the gazetteer, which changes with a release, so browsers may keep them a day.
 */
export function placesRoutes(): Router {
  const router = Router();
  // Built once the server has started (about a second), so the first visitor to type does not wait;
  // not in tests, where most apps never look a place up.
  if (process.env.NODE_ENV !== 'test') setTimeout(() => gazetteer(), 0).unref();
  const cache = 'public, max-age=86400';
  router.get(DATA_ROUTES.placePredictions.path, (req, res) => {
    const query = parseInput(DATA_ROUTES.placePredictions.query, req.query);
    res.set('Cache-Control', cache).json(predictPlaces(query));
  });
  router.get(DATA_ROUTES.place.path, (req, res) => {
    const { placeId } = parseInput(DATA_ROUTES.place.params, req.params);
    const { lang } = parseInput(DATA_ROUTES.place.query, req.query);
    res.set('Cache-Control', cache).json({ data: placeDetail(placeId, lang) });
  });
  return router;
}
