import { certificateSettingsSchema, certificateStatusSchema, ownCertificateSchema } from '../schemas/certificate';
import { defineOperation } from './operation';

const tag = 'Certificate';

const id = 'q9XbW3n5T0yZk1Lr8cVd2A';
const own = {
  id,
  showName: false,
  examPassedOn: '2026-11-27',
  madeOn: '2026-11-27',
  issuedAt: '2026-11-27T09:30:00.000Z',
};

export const getCertificateStatus = defineOperation({
  method: 'get',
  path: '/api/certificate',
  tag,
  summary: "The learner's certificate (or null), whether all 8 steps are complete and the final exam passed",
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'The certificate and eligibility', schema: certificateStatusSchema },
  errors: ['UNAUTHENTICATED'],
  example: {
    answer: {
      eligible: true,
      pathComplete: true,
      examPassedOn: '2026-11-27',
      completedCount: 8,
      total: 8,
      certificate: own,
    },
  },
});

export const createCertificate = defineOperation({
  method: 'post',
  path: '/api/certificate',
  tag,
  summary: 'Make a certificate with a new unguessable id, once the final exam is passed',
  description:
    'The final exam opens once all 8 steps are complete (decision 044) and the certificate needs it passed (decision 056): 409 until then. A learner with a certificate gets it back (200). After a revoke, a new certificate has a new id and keeps the day the first one was made.',
  access: 'signed-in',
  noStore: true,
  success: { status: 201, also: [200], description: 'The certificate', schema: ownCertificateSchema },
  errors: ['UNAUTHENTICATED', 'CONFLICT'],
  example: { answer: own },
});

export const updateCertificate = defineOperation({
  method: 'patch',
  path: '/api/certificate',
  tag,
  summary: 'Show or hide the learner’s name on the public certificate',
  access: 'signed-in',
  noStore: true,
  body: certificateSettingsSchema,
  bodyLimit: '1kb',
  success: { status: 200, description: 'The certificate', schema: ownCertificateSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  example: { body: { showName: true }, answer: { ...own, showName: true } },
});

export const revokeCertificate = defineOperation({
  method: 'delete',
  path: '/api/certificate',
  tag,
  summary: 'Revoke the certificate: its page and image answer 404 from now on',
  access: 'signed-in',
  noStore: true,
  success: { status: 204, description: 'Revoked' },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  example: {},
});
