import { Router, type Request } from 'express';
import {
  DATA_ROUTES,
  type ApplicationNoteAnswer,
  type OrgApplicationAnswer,
  type OrgListingApplicationsAnswer,
  type RejectApplicationsAnswer,
} from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import { parseInput } from '../../platform/http/validation';
import {
  addNote,
  getOrgApplication,
  listListingApplications,
  moveStage,
  rateApplication,
  rejectApplications,
  type PipelineDeps,
} from './pipeline';

// The applicant pipeline (docs/product/organisations.md#applicants; api/README.md "Applicant pipeline"):
// who may call is the route table's `access: 'orgAdmin'`, checked by accessGuard alone; the use-cases
// (pipeline.ts) hold the rules.

function userIdOf(req: Request): number {
  const user = req.user;
  if (!user) throw new Error('accessGuard lets no anonymous caller through here');
  return user.id;
}

export function pipelineRoutes(deps: PipelineDeps): Router {
  const router = Router();
  const { db } = deps;
  const r = DATA_ROUTES;
  const noStore = 'private, no-store';

  router.get(r.orgListingApplications.path, accessGuard(r.orgListingApplications), async (req, res) => {
    const { orgId, listingId } = parseInput(r.orgListingApplications.params, req.params);
    const query = parseInput(r.orgListingApplications.query, req.query);
    const answer: OrgListingApplicationsAnswer = {
      data: await listListingApplications(db, orgId, listingId, query),
    };
    res.set('Cache-Control', noStore).json(answer);
  });

  router.post(r.rejectApplications.path, accessGuard(r.rejectApplications), async (req, res) => {
    const { orgId, listingId } = parseInput(r.rejectApplications.params, req.params);
    const { applicationIds } = parseInput(r.rejectApplications.body, req.body ?? {});
    const rejected = await rejectApplications(deps, orgId, listingId, applicationIds);
    const answer: RejectApplicationsAnswer = { data: { rejected } };
    res.json(answer);
  });

  router.get(r.orgApplication.path, accessGuard(r.orgApplication), async (req, res) => {
    const { orgId, applicationId } = parseInput(r.orgApplication.params, req.params);
    const answer: OrgApplicationAnswer = {
      data: { application: await getOrgApplication(db, orgId, applicationId) },
    };
    res.set('Cache-Control', noStore).json(answer);
  });

  router.post(r.moveApplicationStage.path, accessGuard(r.moveApplicationStage), async (req, res) => {
    const { orgId, applicationId } = parseInput(r.moveApplicationStage.params, req.params);
    const { stage } = parseInput(r.moveApplicationStage.body, req.body ?? {});
    const answer: OrgApplicationAnswer = {
      data: { application: await moveStage(deps, orgId, applicationId, stage) },
    };
    res.json(answer);
  });

  router.put(r.rateApplication.path, accessGuard(r.rateApplication), async (req, res) => {
    const { orgId, applicationId } = parseInput(r.rateApplication.params, req.params);
    const { rating } = parseInput(r.rateApplication.body, req.body ?? {});
    const answer: OrgApplicationAnswer = {
      data: { application: await rateApplication(db, orgId, applicationId, rating) },
    };
    res.json(answer);
  });

  router.post(r.addApplicationNote.path, accessGuard(r.addApplicationNote), async (req, res) => {
    const { orgId, applicationId } = parseInput(r.addApplicationNote.params, req.params);
    const { body } = parseInput(r.addApplicationNote.body, req.body ?? {});
    const answer: ApplicationNoteAnswer = {
      data: { note: await addNote(db, orgId, applicationId, userIdOf(req), body) },
    };
    res.status(201).json(answer);
  });
  return router;
}
