import { certificateParamsSchema, publicCertificateSchema, type PublicCertificate } from '../schemas/certificate';
import { openBadgeCredentialSchema } from '../schemas/credential';
import { exampleCredential } from './credentials';
import { progressSteps, stepRules, stepTitles } from '../domain/learning-progress';
import { defineOperation } from './operation';

// A certificate as anyone with its link sees it (decision 048): kept apart from the learner's own
// operations (certificate.ts) so the public page's code does not carry Settings' and back.

const tag = 'Certificate';

const id = 'q9XbW3n5T0yZk1Lr8cVd2A';
const publicExample: PublicCertificate = {
  id,
  name: null,
  examPassedOn: '2026-11-27',
  madeOn: '2026-11-27',
  steps: progressSteps.map((step, index) => ({ step, title: stepTitles[step], rule: stepRules[index]?.rule ?? '' })),
  imagePath: `/api/certificates/${id}/image.png`,
};

export const getPublicCertificate = defineOperation({
  method: 'get',
  path: '/api/certificates/:id',
  tag,
  summary: 'A certificate as anyone with its link sees it (name only if shown, the exam’s date, the 8 steps)',
  access: 'public',
  noStore: true,
  params: certificateParamsSchema,
  success: { status: 200, description: 'The certificate', schema: publicCertificateSchema },
  errors: ['NOT_FOUND'],
  example: { params: { id }, answer: publicExample },
});

export const getCertificateImage = defineOperation({
  method: 'get',
  path: '/api/certificates/:id/image.png',
  tag,
  summary: 'A certificate as a 1200x630 PNG for link previews',
  description:
    'Drawn on the server; revalidated with its ETag (no-cache, so a revoke is seen at once). RATE_LIMIT_SHARE_IMAGE_ADDRESS images drawn per client address, shared with the calculator’s share card.',
  access: 'public',
  params: certificateParamsSchema,
  success: { status: 200, description: 'The PNG image, 1200x630', contentType: 'image/png' },
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
  example: { params: { id } },
});

export const getCertificateCredential = defineOperation({
  method: 'get',
  path: '/api/certificates/:id/credential',
  tag,
  summary: 'A certificate as a signed Open Badges 3.0 credential (JSON, to download and verify)',
  description:
    'A W3C Verifiable Credential (Data Model 2.0) of type OpenBadgeCredential with an eddsa-jcs-2022 Data Integrity proof by the key at /.well-known/did.json (decision 056). Sent as a download (Content-Disposition: attachment). 404 for an unknown or revoked certificate, and for one whose learner has not passed the final exam.',
  access: 'public',
  noStore: true,
  params: certificateParamsSchema,
  success: { status: 200, description: 'The signed credential', schema: openBadgeCredentialSchema },
  errors: ['NOT_FOUND'],
  example: { params: { id }, answer: exampleCredential },
});
