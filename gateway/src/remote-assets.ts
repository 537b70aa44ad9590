import path from 'node:path';
import { Router } from 'express';
import { assetNotFound, staticAssets } from './static-assets';

/**
 * /remotes/<remote>/<version>/... → DEPLOY_DIR/remotes. Versions are immutable folders, so old versions
 * stay loadable by pages opened before a deploy and a rollback is only a registry switch.
 */
export function remoteAssets(deployDir: string): Router {
  const router = Router();
  // Remotes may be loaded from another origin (a second gateway, a CDN in front of this one).
  const crossOrigin = {
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  // deploy.mjs stages into dot-folders before renaming; staticAssets ignores dotfiles, so those never leak.
  router.use(staticAssets(path.join(deployDir, 'remotes'), crossOrigin));
  router.use(assetNotFound);
  return router;
}
