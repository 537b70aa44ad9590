import { Router } from 'express';
import { DATA_ROUTES, type ApplicantProfileAnswer, type WorkHistoryJobAnswer } from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import {
  addWorkHistoryJob,
  deleteWorkHistoryJob,
  getApplicantProfile,
  updateApplicantProfile,
  updateWorkHistoryJob,
} from './applicantProfile';
import { presentProfileAnswer } from './applicantProfilePresenter';

/** The signed-in user's applicant profile and work history (docs/product/user-dashboard.md#applicant-profile, docs/product/user-dashboard.md#work-history). */
export function applicantProfileRoutes(db: Db): Router {
  const router = Router();
  const { applicantProfile, updateApplicantProfile: update, addWorkHistoryJob: add } = DATA_ROUTES;
  const { updateWorkHistoryJob: updateJob, deleteWorkHistoryJob: deleteJob } = DATA_ROUTES;

  router.get(applicantProfile.path, requireUser, async (req, res) => {
    const answer: ApplicantProfileAnswer = presentProfileAnswer(
      await getApplicantProfile(db, currentUser(req).id),
    );
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  router.put(update.path, requireUser, async (req, res) => {
    const change = parseInput(update.body, req.body);
    const answer: ApplicantProfileAnswer = presentProfileAnswer(
      await updateApplicantProfile(db, currentUser(req).id, change),
    );
    res.json(answer);
  });

  router.post(add.path, requireUser, async (req, res) => {
    const job = parseInput(add.body, req.body);
    const saved = await addWorkHistoryJob(db, currentUser(req).id, job);
    const answer: WorkHistoryJobAnswer = { ...presentProfileAnswer(saved.profile), job: saved.job };
    res.status(201).json(answer);
  });

  router.put(updateJob.path, requireUser, async (req, res) => {
    const { id } = parseInput(updateJob.params, req.params);
    const job = parseInput(updateJob.body, req.body);
    const saved = await updateWorkHistoryJob(db, currentUser(req).id, id, job);
    const answer: WorkHistoryJobAnswer = { ...presentProfileAnswer(saved.profile), job: saved.job };
    res.json(answer);
  });

  router.delete(deleteJob.path, requireUser, async (req, res) => {
    const { id } = parseInput(deleteJob.params, req.params);
    const answer: ApplicantProfileAnswer = presentProfileAnswer(
      await deleteWorkHistoryJob(db, currentUser(req).id, id),
    );
    res.json(answer);
  });
  return router;
}
