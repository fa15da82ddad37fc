import * as treasuryApi from '@shared/api/treasury';
import type { ApiRouter } from '../http/api-router';
import { withStatus } from '../http/api-router';
import type { TreasuryService } from '../services/treasury.service';

/** The signed-in learner's savings goal and savings entries. */
export function treasuryRoutes(api: ApiRouter, deps: { treasury: TreasuryService }): void {
  api.handle(treasuryApi.getTreasury, ({ auth, query }) => deps.treasury.get(auth.userId, query));

  api.handle(treasuryApi.saveTreasuryGoal, ({ auth, body }) => deps.treasury.saveGoal(auth.userId, body));

  /** 201 with the new entry; 200 with the stored entry when its clientId was already sent. */
  api.handle(treasuryApi.createSavingsEntry, async ({ auth, body }) => {
    const { entry, created } = await deps.treasury.addEntry(auth.userId, body);
    return withStatus(created ? 201 : 200, entry);
  });

  api.handle(treasuryApi.deleteSavingsEntry, async ({ auth, params }) => {
    await deps.treasury.deleteEntry(auth.userId, params.id);
  });

  /** Clears the entries, keeps the goal; answers with the treasury as it now is. */
  api.handle(treasuryApi.resetTreasury, ({ auth }) => deps.treasury.reset(auth.userId));
}
