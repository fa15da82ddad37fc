import { describe, expect, it } from 'vitest';
import { cohortCsv, cohortCsvEnglish } from '../../domain/classroom';
import { calculateDca, calculateDcaPlans, priceSeries } from '../../domain/dca';
import { dcaCsvEnglish, plansScheduleCsv, purchaseScheduleCsv } from '../../domain/dca-report';
import type { CohortLearner } from '../../schemas/classroom';
import { dcaPlansRequestSchema, dcaRequestSchema, type DcaInput } from '../../schemas/dca';
import { checkSpanishContent } from '../content-checks';
import { cohortCsvSpanish, dcaCsvSpanish } from './csv';

/** A gap-free daily series from 2024-01-01. */
const series = (length: number, price: (day: number) => number) =>
  priceSeries(
    Array.from({ length }, (_, i) => ({
      date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
      price: price(i),
    })),
  );
const run = (input: DcaInput) =>
  calculateDca(
    series(800, (i) => 1000 + ((i * 37) % 91) * 10.5),
    dcaRequestSchema.parse(input),
  );

/** The CSV's data rows: everything but the summary lines and the header. */
const dataRows = (csv: string) =>
  csv
    .split('\r\n')
    .filter((line) => !line.startsWith('#'))
    .slice(1);

describe('the purchase schedule CSV in Spanish', () => {
  const stepped = run({
    amount: 1250,
    frequency: 'monthly',
    timeframe: 'custom',
    startDate: '2024-01-01',
    endDate: '2025-06-30',
    feePercent: 0.5,
    stepUpPercent: 10,
    startingBtc: 0.05,
    startingCost: 2000,
  });

  it('names its columns and writes its summary lines in Spanish, one cell each', () => {
    const csv = purchaseScheduleCsv(stepped, dcaCsvSpanish);
    const lines = csv.split('\r\n');
    const notes = lines.filter((line) => line.startsWith('# '));
    expect(notes[0]).toBe(
      '# Simulación histórica de DCA de Arkad: compras mensuales de 1250.00 USD; del 2024-01-01 al 2025-06-30; comisión 0.5%; aumento de 10% al año; reserva inicial de 0.05000000 BTC que costó 2000.00 USD',
    );
    expect(notes).toContain(
      '# La compra mensual se hace cada 30 días desde el día de inicio; el 2024-01-01: 18 compras; la última el 2025-05-25.',
    );
    expect(notes).toContain(
      '# Reserva inicial: 0.05000000 BTC en tu poder desde el 2024-01-01; que costaron 2000.00 USD. El DCA y la suma única la tienen los dos; su costo cuenta en el dinero aportado (pagado el día de inicio; para el rendimiento anualizado).',
    );
    expect(
      notes.some((line) =>
        /^# DCA: invertido \d+\.\d\d USD; valor final \d+\.\d\d USD; rendimiento total -?\d+\.\d\d%; anualizado -?\d+\.\d\d%$/.test(
          line,
        ),
      ),
    ).toBe(true);
    expect(notes.some((line) => line.startsWith('# Suma única: invertido '))).toBe(true);
    expect(lines[notes.length]).toBe(
      'fecha,precio_usd,monto_usd,comision_usd,btc,btc_acumulado,invertido_acumulado_usd,valor_usd',
    );
    for (const note of notes) {
      expect(note.includes(','), note).toBe(false);
      expect(checkSpanishContent(note), note).toEqual([]);
    }
  });

  it('keeps the numbers and days machine-readable: the same data rows as the English file', () => {
    const spanish = purchaseScheduleCsv(stepped, dcaCsvSpanish);
    const english = purchaseScheduleCsv(stepped);
    expect(dataRows(spanish)).toEqual(dataRows(english));
    expect(dataRows(spanish)[0]).toMatch(
      /^2024-01-01,\d+\.\d\d,1250\.00,6\.25,\d\.\d{8},\d\.\d{8},3250\.00,\d+\.\d\d$/,
    );
    expect(purchaseScheduleCsv(stepped, dcaCsvEnglish)).toBe(english);
  });

  it('says "n/d" for a return under a year and counts one day or several', () => {
    const short = run({
      amount: 10,
      frequency: 'daily',
      timeframe: 'custom',
      startDate: '2024-01-01',
      endDate: '2024-02-01',
    });
    const notes = purchaseScheduleCsv(short, dcaCsvSpanish).split('\r\n');
    expect(notes).toContain(
      '# La compra diaria se hace cada día desde el día de inicio; el 2024-01-01: 32 compras; la última el 2024-02-01.',
    );
    expect(notes.find((line) => line.startsWith('# DCA: '))).toMatch(/; anualizado n\/d \(menos de un año\)$/);
  });

  it('names the plans and the plan column in a file of several', () => {
    const plans: DcaInput[] = [
      { amount: 100, frequency: 'weekly', timeframe: '1year' },
      { amount: 50, frequency: 'biweekly', timeframe: '1year' },
    ];
    const { plans: results } = calculateDcaPlans(
      series(800, (i) => 100 + i),
      dcaPlansRequestSchema.parse({ currency: 'eur', plans }),
    );
    const lines = plansScheduleCsv(results, dcaCsvSpanish).split('\r\n');
    expect(lines.filter((line) => line.startsWith('# Plan ')).map((line) => line.split(';')[0])).toEqual([
      '# Plan 1: compras semanales de 100.00 EUR',
      '# Plan 2: compras quincenales de 50.00 EUR',
    ]);
    expect(lines).toContain(
      'plan,fecha,precio_eur,monto_eur,comision_eur,btc,btc_acumulado,invertido_acumulado_eur,valor_eur',
    );
  });
});

const learner = (over: Partial<CohortLearner>): CohortLearner => ({
  userId: 1,
  displayName: 'Ada Lovelace',
  email: null,
  joinedAt: '2026-12-01T10:00:00.000Z',
  completedSteps: [],
  completedCount: 0,
  scores: [],
  certificateAt: null,
  lastActiveDay: '2026-12-07',
  inactive: false,
  ...over,
});

describe('the cohort CSV in Spanish', () => {
  const cyd = learner({
    userId: 3,
    displayName: '=Cyd, "the" saver',
    completedSteps: ['guide', 'glossary'],
    completedCount: 2,
    certificateAt: '2026-12-05T09:00:00.000Z',
    scores: [
      {
        step: 'guide',
        attempts: 2,
        bestScore: 6,
        lastScore: 5,
        total: 6,
        passed: true,
        lastAt: '2026-12-04T09:00:00.000Z',
      },
    ],
  });
  const bel = learner({
    userId: 2,
    displayName: 'Bel Shazzar',
    email: 'bel@example.com',
    joinedAt: '2026-11-30T10:00:00.000Z',
    lastActiveDay: '2026-11-20',
    inactive: true,
  });

  it('names its columns and writes its words in Spanish; days and scores as data', () => {
    const lines = cohortCsv([cyd, bel], cohortCsvSpanish).split('\r\n');
    expect(lines[0]).toBe(
      'Nombre,Correo electrónico,Pasos completados,Guía,Glosario,Estrategias,Asistente de estrategias,Comparar,Calculadora DCA,Construye tu tesoro,Evaluación de seguridad,Cuestionario de Guía,Cuestionario de Glosario,Cuestionario de Estrategias,Cuestionario de Evaluación de seguridad,Examen final,Certificado,Última actividad,Sin actividad 7+ días,Fecha de ingreso',
    );
    expect(lines[1]).toBe(
      `"'=Cyd, ""the"" saver",,2 de 8,sí,sí,no,no,no,no,no,no,5/6 (mejor 6) 2026-12-04,,,,,2026-12-05,2026-12-07,no,2026-12-01`,
    );
    expect(lines[2]).toBe('Bel Shazzar,bel@example.com,0 de 8,no,no,no,no,no,no,no,no,,,,,,,2026-11-20,sí,2026-11-30');
    expect(lines).toHaveLength(4);
  });

  it('leaves the English file as it was', () => {
    expect(cohortCsv([cyd, bel], cohortCsvEnglish)).toBe(cohortCsv([cyd, bel]));
    expect(cohortCsv([bel]).split('\r\n')[1]).toBe(
      'Bel Shazzar,bel@example.com,0 of 8,no,no,no,no,no,no,no,no,,,,,,,2026-11-20,yes,2026-11-30',
    );
  });
});
