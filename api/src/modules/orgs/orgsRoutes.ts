import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import {
  DATA_ROUTES,
  ORG_ERROR_CODES,
  ORG_LOGO_FILE_FIELD,
  ORG_LOGO_MAX_BYTES,
  type OrgLogoAnswer,
  type AcceptInviteAnswer,
  type AddAdminAnswer,
  type AdminAnswer,
  type DeleteOrgAnswer,
  type MyOrganizationsAnswer,
  type OrgAnswer,
  type OrgTeamAnswer,
  type OwnerAnswer,
  type PublicInviteAnswer,
  type RemoveAdminAnswer,
  type RequestAdminAccessAnswer,
  type RevokeInviteAnswer,
  type TeamInviteAnswer,
} from '@opengood/contracts';
import { ValidationError } from '../../domain/errors';
import { accessGuard } from '../../platform/auth';
import { parseInput } from '../../platform/http/validation';
import { acceptInvite, getInvite, resendInvite, revokeInvite } from './invites';
import { myOrganizations, selectOrganization } from './myOrganizations';
import { uploadLogo } from './orgLogo';
import {
  createOrganization,
  deleteOrganization,
  setOrganizationStatus,
  updateOrganization,
} from './orgProfile';
import type { OrgsDeps } from './orgsDeps';
import { addAdmin, addOwner, answerAdminRequest, getTeam, removeAdmin, requestAdminAccess } from './team';

// The organisation calls (docs/product/organisations.md; api/README.md "orgs"): who may make each is the
// route table's `access`, checked by accessGuard alone; the routes read input and answer, the use-cases
// hold the rules.

/**
 * A logo upload held in memory (multer 2, as the résumé upload): at most ORG_LOGO_MAX_BYTES, so cheap to
 * hold, and nothing is stored before its content is checked; busboy stops reading at the limit.
 */
const logoMultipart = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: ORG_LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
}).single(ORG_LOGO_FILE_FIELD);

/** multer's refusals as the api's answers, by the `logo` field: too large is a 413, any other malformed upload a 400. */
const receiveLogo: RequestHandler = (req, res, next) => {
  logoMultipart(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      res.status(413).json({
        message: `A logo may be at most ${ORG_LOGO_MAX_BYTES / (1024 * 1024)} MB`,
        errors: { logo: ORG_ERROR_CODES.LOGO_TOO_LARGE },
      });
      return;
    }
    return next(
      new ValidationError({ logo: ORG_ERROR_CODES.LOGO_REQUIRED }, 'Send one image in the "logo" field'),
    );
  });
};

/** The signed-in user, past a guard that requires one. */
function userOf(req: Request) {
  const user = req.user;
  if (!user) throw new Error('accessGuard lets no anonymous caller through here');
  return user;
}

const acting = (req: Request) => {
  const user = userOf(req);
  return { userId: user.id, isStaff: user.isStaff };
};

export function orgsRoutes(deps: OrgsDeps): Router {
  const router = Router();
  const r = DATA_ROUTES;

  router.post(r.createOrganization.path, accessGuard(r.createOrganization), async (req, res) => {
    const input = parseInput(r.createOrganization.body, req.body);
    const answer: OrgAnswer = { data: { org: await createOrganization(deps, userOf(req).id, input) } };
    res.status(201).json(answer);
  });

  router.post(r.uploadOrgLogo.path, accessGuard(r.uploadOrgLogo), receiveLogo, async (req, res) => {
    if (!req.file) throw new ValidationError({ logo: ORG_ERROR_CODES.LOGO_REQUIRED }, 'Choose an image');
    const logo = await uploadLogo(deps, userOf(req).id, req.file.buffer);
    const answer: OrgLogoAnswer = { data: { logo } };
    res.status(201).json(answer);
  });

  router.put(r.updateOrganization.path, accessGuard(r.updateOrganization), async (req, res) => {
    const { orgId } = parseInput(r.updateOrganization.params, req.params);
    const input = parseInput(r.updateOrganization.body, req.body);
    const org = await updateOrganization(deps, userOf(req).id, orgId, input);
    const answer: OrgAnswer = { data: { org } };
    res.json(answer);
  });

  router.post(r.setOrganizationStatus.path, accessGuard(r.setOrganizationStatus), async (req, res) => {
    const { orgId } = parseInput(r.setOrganizationStatus.params, req.params);
    const { status } = parseInput(r.setOrganizationStatus.body, req.body);
    const answer: OrgAnswer = { data: { org: await setOrganizationStatus(deps, orgId, status) } };
    res.json(answer);
  });

  router.delete(r.deleteOrganization.path, accessGuard(r.deleteOrganization), async (req, res) => {
    const { orgId } = parseInput(r.deleteOrganization.params, req.params);
    const { confirmName } = parseInput(r.deleteOrganization.body, req.body ?? {});
    await deleteOrganization(deps, orgId, confirmName);
    const answer: DeleteOrgAnswer = { data: { deleted: true } };
    res.json(answer);
  });

  router.get(r.orgTeam.path, accessGuard(r.orgTeam), async (req, res) => {
    const { orgId } = parseInput(r.orgTeam.params, req.params);
    const answer: OrgTeamAnswer = { data: await getTeam(deps, orgId) };
    res.json(answer);
  });

  router.post(r.addAdmin.path, accessGuard(r.addAdmin), async (req, res) => {
    const { orgId } = parseInput(r.addAdmin.params, req.params);
    const { email } = parseInput(r.addAdmin.body, req.body);
    const answer: AddAdminAnswer = { data: await addAdmin(deps, acting(req), orgId, email) };
    res.json(answer);
  });

  router.delete(r.removeAdmin.path, accessGuard(r.removeAdmin), async (req, res) => {
    const { orgId, adminId } = parseInput(r.removeAdmin.params, req.params);
    const answer: RemoveAdminAnswer = { data: await removeAdmin(deps, acting(req), orgId, adminId) };
    res.json(answer);
  });

  router.post(r.resendInvite.path, accessGuard(r.resendInvite), async (req, res) => {
    const { orgId, inviteId } = parseInput(r.resendInvite.params, req.params);
    const invite = await resendInvite(deps, userOf(req).id, orgId, inviteId);
    const answer: TeamInviteAnswer = { data: { invite } };
    res.json(answer);
  });

  router.delete(r.revokeInvite.path, accessGuard(r.revokeInvite), async (req, res) => {
    const { orgId, inviteId } = parseInput(r.revokeInvite.params, req.params);
    await revokeInvite(deps, orgId, inviteId);
    const answer: RevokeInviteAnswer = { data: { revoked: true } };
    res.json(answer);
  });

  router.post(r.answerAdminRequest.path, accessGuard(r.answerAdminRequest), async (req, res) => {
    const { orgId, requestId } = parseInput(r.answerAdminRequest.params, req.params);
    const { approved } = parseInput(r.answerAdminRequest.body, req.body);
    const answer: AdminAnswer = {
      data: { admin: await answerAdminRequest(deps, acting(req), orgId, requestId, approved) },
    };
    res.json(answer);
  });

  router.post(r.addOwner.path, accessGuard(r.addOwner), async (req, res) => {
    const { orgId } = parseInput(r.addOwner.params, req.params);
    const { email } = parseInput(r.addOwner.body, req.body);
    const answer: OwnerAnswer = { data: { admin: await addOwner(deps, acting(req), orgId, email) } };
    res.json(answer);
  });

  router.post(r.requestAdminAccess.path, accessGuard(r.requestAdminAccess), async (req, res) => {
    const { orgId } = parseInput(r.requestAdminAccess.params, req.params);
    const request = await requestAdminAccess(deps, userOf(req).id, orgId);
    const answer: RequestAdminAccessAnswer = { data: { request } };
    res.status(201).json(answer);
  });

  router.get(r.invite.path, accessGuard(r.invite), async (req, res) => {
    const { inviteId } = parseInput(r.invite.params, req.params);
    const answer: PublicInviteAnswer = { data: { invite: await getInvite(deps, inviteId) } };
    res.json(answer);
  });

  router.post(r.acceptInvite.path, accessGuard(r.acceptInvite), async (req, res) => {
    const { inviteId } = parseInput(r.acceptInvite.params, req.params);
    const answer: AcceptInviteAnswer = {
      data: { orgId: await acceptInvite(deps, userOf(req).id, inviteId) },
    };
    res.json(answer);
  });

  router.get(r.myOrganizations.path, accessGuard(r.myOrganizations), async (req, res) => {
    const answer: MyOrganizationsAnswer = {
      data: { organizations: await myOrganizations(deps.db, userOf(req).id) },
    };
    res.json(answer);
  });

  router.put(r.selectOrganization.path, accessGuard(r.selectOrganization), async (req, res) => {
    const { orgId } = parseInput(r.selectOrganization.body, req.body);
    const answer: MyOrganizationsAnswer = {
      data: { organizations: await selectOrganization(deps, userOf(req).id, orgId) },
    };
    res.json(answer);
  });

  return router;
}
