import type { AnyOperation } from './operation';
import * as account from './account';
import * as admin from './admin';
import * as analytics from './analytics';
import * as auth from './auth';
import * as beta from './beta';
import * as certificate from './certificate';
import * as classroom from './classroom';
import * as certificates from './certificates';
import * as credentials from './credentials';
import * as exam from './exam';
import * as market from './market';
import * as notifications from './notifications';
import * as operations from './operations';
import * as progress from './progress';
import * as quiz from './quiz';
import * as record from './record';
import * as review from './review';
import * as sevenCures from './seven-cures';
import * as subscription from './subscription';
import * as treasury from './treasury';
import * as usage from './usage';

/** Each module of operations by its name (the client's generated modules follow the same split). */
export const apiModules = {
  operations,
  auth,
  account,
  market,
  usage,
  subscription,
  treasury,
  quiz,
  exam,
  progress,
  notifications,
  certificate,
  certificates,
  credentials,
  review,
  record,
  classroom,
  'seven-cures': sevenCures,
  beta,
  admin,
  analytics,
} as const;

const isOperation = (value: unknown): value is AnyOperation =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'success' in value;

/** Every operation of the API, in the order the reference lists them. */
export const apiOperations: readonly AnyOperation[] = Object.values(apiModules).flatMap((module) =>
  Object.values(module).filter(isOperation),
);
