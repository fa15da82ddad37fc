import { Router, type Request } from 'express';
import { z } from 'zod';
import { createSavingsEntrySchema, goalSchema } from '@shared/schemas/treasury';
import { notFound } from '../lib/errors';
import { authOf, requireAuth } from '../middleware/require-auth';
import { parseBody } from '../middleware/validate';
import type { AuthenticationService } from '../services/authentication.service';
import type { TreasuryService } from '../services/treasury.service';

const entryIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

function entryIdOf(req: Request): number {
  const parsed = entryIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw notFound('Savings entry not found');
  return parsed.data;
}

/** /api/treasury: the signed-in learner's savings goal and savings entries. */
export function treasuryRoutes(deps: { auth: AuthenticationService; treasury: TreasuryService }): Router {
  const router = Router();
  router.use(requireAuth(deps.auth));

  router.get('/', async (req, res) => {
    res.json(await deps.treasury.get(authOf(req).user.id));
  });

  router.put('/goal', async (req, res) => {
    res.json(await deps.treasury.saveGoal(authOf(req).user.id, parseBody(req, goalSchema)));
  });

  /** 201 with the new entry; 200 with the stored entry when its clientId was already sent. */
  router.post('/entries', async (req, res) => {
    const { entry, created } = await deps.treasury.addEntry(
      authOf(req).user.id,
      parseBody(req, createSavingsEntrySchema),
    );
    res.status(created ? 201 : 200).json(entry);
  });

  router.delete('/entries/:id', async (req, res) => {
    await deps.treasury.deleteEntry(authOf(req).user.id, entryIdOf(req));
    res.status(204).end();
  });

  /** Clears the entries, keeps the goal; answers with the treasury as it now is. */
  router.post('/reset', async (req, res) => {
    res.json(await deps.treasury.reset(authOf(req).user.id));
  });

  return router;
}
