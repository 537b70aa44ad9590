import { Router } from 'express';
import {
  DATA_ROUTES,
  type OkAnswer,
  type PaymentMethodAnswer,
  type PaymentMethodsAnswer,
} from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { addCard, confirmCard, listPaymentMethods, removeCard } from './paymentMethods';
import type { PaymentProvider } from './paymentProvider';

/** The signed-in user's cards: list, add (through the provider), confirm 3-D Secure, remove. */
export function paymentRoutes(db: Db, provider: PaymentProvider): Router {
  const router = Router();
  const { paymentMethods, addPaymentMethod, confirmPaymentMethod, deletePaymentMethod } = DATA_ROUTES;

  router.get(paymentMethods.path, requireUser, async (req, res) => {
    const answer: PaymentMethodsAnswer = {
      paymentMethods: await listPaymentMethods(db, currentUser(req).id),
    };
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  router.post(addPaymentMethod.path, requireUser, async (req, res) => {
    const card = parseInput(addPaymentMethod.body, req.body);
    const answer: PaymentMethodAnswer = {
      paymentMethod: await addCard(db, provider, currentUser(req).id, card),
    };
    res.status(201).json(answer);
  });

  router.post(confirmPaymentMethod.path, requireUser, async (req, res) => {
    const { id } = parseInput(confirmPaymentMethod.params, req.params);
    const answer: PaymentMethodAnswer = {
      paymentMethod: await confirmCard(db, provider, currentUser(req).id, id),
    };
    res.json(answer);
  });

  router.delete(deletePaymentMethod.path, requireUser, async (req, res) => {
    const { id } = parseInput(deletePaymentMethod.params, req.params);
    await removeCard(db, provider, currentUser(req).id, id);
    const answer: OkAnswer = { ok: true };
    res.json(answer);
  });
  return router;
}
