import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { PublicCertificate } from '@shared/schemas/certificate';
import { fittedSize, loadFonts, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, text } from './share-card';

/**
 * A certificate's share image (decision 048): 1200x630, drawn like the calculator's share card
 * (decision 045, same library and font). It shows what the public page shows: the name only when
 * the learner chose to show it, the final exam's day (decision 056) and the 8 steps; no amounts.
 */

const colors = {
  background: '#1c1917',
  panel: '#292524',
  text: '#fafaf9',
  muted: '#d6d3d1',
  accent: '#f59e0b',
  check: '#4ade80',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'November 27, 2026' for an ISO day. */
export const formatCertificateDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

/**
 * The day the certificate states (decision 056): the final exam's, which is when the path was
 * completed; a certificate made before the exam existed states the day it was made, and says so.
 */
export function certificateDateLine(certificate: Pick<PublicCertificate, 'examPassedOn' | 'madeOn'>): string {
  return certificate.examPassedOn
    ? `Final exam passed on ${formatCertificateDay(certificate.examPassedOn)}`
    : `Certificate made on ${formatCertificateDay(certificate.madeOn)}, before Arkad had a final exam`;
}

/** The texts of the image, also used for the page's preview tags. */
export function certificateText(certificate: PublicCertificate) {
  const who = certificate.name ?? 'A learner';
  const completed = certificateDateLine(certificate);
  return {
    who,
    title: `${who} completed the Arkad learning path`,
    completed,
    description: `${completed}: the 8 steps of Arkad's learning path, from the Guide to the Security Assessment${certificate.examPassedOn ? ', and its final exam' : ''}. An educational path, not a qualification.`,
    alt: `Certificate: ${who} completed the 8 steps of Arkad's learning path. ${completed}.`,
  };
}

function check(g: SKRSContext2D, x: number, y: number): void {
  g.strokeStyle = colors.check;
  g.lineWidth = 5;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  g.beginPath();
  g.moveTo(x, y - 10);
  g.lineTo(x + 9, y);
  g.lineTo(x + 26, y - 22);
  g.stroke();
}

/** The certificate as PNG bytes. */
export async function renderCertificateCard(certificate: PublicCertificate): Promise<Buffer> {
  loadFonts();
  const copy = certificateText(certificate);
  const canvas = createCanvas(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  const g = canvas.getContext('2d');
  g.fillStyle = colors.background;
  g.fillRect(0, 0, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  g.fillStyle = colors.accent;
  g.fillRect(0, 0, SHARE_CARD_WIDTH, 12);

  text(g, 'Arkad · Certificate of completion', 60, 84, 'bold 30px', colors.accent);
  text(g, copy.who, 60, 166, `bold ${fittedSize(g, copy.who, 64, 1080)}px`, colors.text);
  const what = certificate.examPassedOn
    ? "completed the 8 steps of Arkad's learning path and its final exam"
    : "completed the 8 steps of Arkad's learning path";
  text(g, what, 60, 218, `${fittedSize(g, what, 34, 1080, '')}px`, colors.text);

  g.fillStyle = colors.panel;
  g.beginPath();
  g.roundRect(60, 250, 1080, 230, 20);
  g.fill();
  certificate.steps.forEach((step, index) => {
    const x = index < 4 ? 96 : 640;
    const y = 302 + (index % 4) * 50;
    check(g, x, y);
    text(g, `${index + 1}. ${step.title}`, x + 44, y, '30px', colors.text);
  });

  text(g, copy.completed, 60, 536, `bold ${fittedSize(g, copy.completed, 32, 1080)}px`, colors.text);
  text(
    g,
    'Based on The Richest Man in Babylon (1926). An educational path, not a qualification.',
    60,
    584,
    '24px',
    colors.muted,
  );
  return canvas.encode('png');
}
